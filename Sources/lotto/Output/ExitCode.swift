import Flux
import Lotto

/// The documented exit codes (sysexits.h values).
enum ExitCode: Int32 {
    case success = 0
    /// A bad command line: unknown command or option, bad option value.
    case usage = 64
    /// Bad data: a ticket that is not 6 distinct numbers in 1...45, a store that does not parse
    /// or is not lotto's, a store with no ids left.
    case dataError = 65
    /// Nothing to work on: no draw yet to save, no tickets on standard input.
    case noInput = 66
    /// An internal error; please report it.
    case software = 70
    /// The store or its folder cannot be created, or the store cannot be changed.
    case cannotCreate = 73
    /// Reading or writing failed, or the store cannot be read or is not a regular file.
    case inputOutput = 74
    /// The store stayed locked by another process for too long; try again.
    case temporaryFailure = 75

    /// The exit code that reports `error`.
    init(for error: any Error) {
        switch error {
        case let error as CommandLineError:
            self = error.exitCode
        case is TicketError:
            self = .dataError
        case let error as StoreError:
            switch error {
            case .unreadable, .newerFormat, .idsExhausted, .unknownTicket: self = .dataError
            case .cannotCreate, .cannotWrite: self = .cannotCreate
            case .cannotRead, .notAFile, .danglingLink, .inputOutput: self = .inputOutput
            case .locked: self = .temporaryFailure
            }
        case is ActionCreator.Failure:
            self = .noInput
        case is StandardOutput.WriteError:
            self = .inputOutput
        default:
            self = .software
        }
    }
}
