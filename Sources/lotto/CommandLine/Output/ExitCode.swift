import Flux
import Lotto

/// The documented exit codes (sysexits.h values).
enum ExitCode: Int32, CaseIterable {
    case success = 0
    /// `lotto check --exit-code`: a result shown won a prize (as `git diff --exit-code` exits 1
    /// for a difference); not an error.
    case prizeWon = 1
    /// A bad command line: unknown command or option, bad option value.
    case usage = 64
    /// Bad data: a ticket that is not 6 distinct numbers in 1...45, a store that does not parse
    /// or is not lotto's, a store with no ids left.
    case dataError = 65
    /// Nothing to work on: no draw yet to save, no tickets on standard input.
    case noInput = 66
    /// A lottery's service could not be reached, answered an error, or answered what is not
    /// its results (`lotto draws update`).
    case unavailable = 69
    /// An internal error: a bug in lotto, to report (see ``Release/bugReports``).
    case software = 70
    /// The store or its folder cannot be created, or the store cannot be changed.
    case cannotCreate = 73
    /// Reading or writing failed, or the store cannot be read or is not a regular file.
    case inputOutput = 74
    /// The store stayed locked by another process for too long, or an update left a history
    /// behind its game's schedule; try again later.
    case temporaryFailure = 75

    /// What the code means, as the manual says it.
    var meaning: String {
        switch self {
        case .success: "success"
        case .prizeWon:
            "lotto check --exit-code: a result shown won a prize (0 when none did); not an error, nothing on "
                + "standard error"
        case .usage: "a bad command line: an unknown command, option or game, a bad option value"
        case .dataError:
            "bad data: a ticket or draw not valid for its game (or for the rules of its date), a file of draws "
                + "that does not parse or disagrees with the recorded draws, too much or too long standard input, "
                + "a store or draw history that does not parse, is not lotto's, is of a newer format or has no ids left"
        case .noInput:
            "nothing to work on: no draw yet to save, no tickets or draw on standard input, no file of draws to import "
                + "where one was named, no draws in a file, "
                + "no recorded draw to check against"
        case .unavailable:
            "a lottery's service cannot be reached, answers an error, or answers what is not its results "
                + "(lotto draws update); the games updated before are recorded"
        case .software: "an internal error: a bug in lotto, to report where BUGS says"
        case .cannotCreate: "the store, its folder, its lock or the last draw cannot be created, or the store changed"
        case .inputOutput:
            "reading or writing failed, or the store cannot be read or is not a regular file, or the terminal "
                + "refuses what lotto ui asks of it"
        case .temporaryFailure:
            "the store stayed locked by another lotto process too long, or a game's draw history still ends before "
                + "the latest draw due by now after lotto draws update (what came is recorded); try again later"
        }
    }
}
