import Flux
import Lotto
import Platform

/// An error as the user meets it: its words and its exit code, from one table. The domain's
/// errors carry their own words, which know nothing of the command line; this adds what only
/// the command line knows (which command or option helps) and chooses the documented exit
/// code (swift-argument-parser's `MessageInfo` is the model).
struct ErrorReport {
    let message: String
    let exitCode: ExitCode

    init(_ error: any Error) {
        let words = "\(error)"
        switch error {
        case let error as CommandLineError:
            (message, exitCode) = (words, error.exitCode)
        case let error as CheckError:
            switch error {
            case .noRecordedDraw(let game, let choice):
                (message, exitCode) = (Self.noRecordedDraw(game, choice, words), .noInput)
            case .noSavedTickets:
                (message, exitCode) = ("\(words) ('lotto new' draws tickets, 'lotto save' keeps them)", .noInput)
            }
        case let error as DrawRecordingError:
            switch error {
            case .drawAfterToday, .drawNotHeldYet, .roundNotOfItsDate: (message, exitCode) = (words, .dataError)
            case .roundAndDateDisagree: (message, exitCode) = (words, .usage)
            case .noRecordedDraw(let game, let choice):
                (message, exitCode) = (Self.noRecordedDraw(game, choice, words), .noInput)
            }
        case is ClaimError:
            (message, exitCode) = (words, .dataError)
        case let error as SaveError:
            (message, exitCode) = SaveErrorWording.report(error)
        case let error as BacktestError:
            switch error {
            case .noDraws(let game):
                (message, exitCode) = (
                    "\(words) ('lotto draws update --game \(game)' fetches its draws, "
                        + "'lotto draws import <file>' reads them from a file)", .noInput
                )
            case .noTickets:
                (message, exitCode) = ("\(words) ('lotto save' keeps tickets, or backtest --random ones)", .noInput)
            case .unknownTicket, .otherGame: (message, exitCode) = (words, .dataError)
            // Worded with their options by the command that reads them (BacktestCommand).
            case .invalidPrice, .priceTooLarge, .randomTicketCount: (message, exitCode) = (words, .usage)
            }
        case let error as StoreError:
            switch error {
            case .unreadable, .newerFormat, .idsExhausted, .unknownTicket: (message, exitCode) = (words, .dataError)
            case .cannotCreate, .cannotWrite: (message, exitCode) = (words, .cannotCreate)
            case .cannotRead, .notAFile, .danglingLink, .inputOutput: (message, exitCode) = (words, .inputOutput)
            case .locked: (message, exitCode) = (words, .temporaryFailure)
            case .noSuchFile: (message, exitCode) = (words, .noInput)
            }
        case let error as DrawImportError:
            (message, exitCode) = (words, error.kind == .empty ? .noInput : .dataError)
        case let error as DrawUpdateError:
            // The service could not be reached, or answered what is not its results: whatever
            // the cause (a network down, a service moved or retired), the results can still be
            // got by hand, and the line says from where.
            (message, exitCode) = ("\(words) (\(Self.byHand(error.game)))", .unavailable)
        case let conflict as DrawConflictError:
            (message, exitCode) = (
                conflict.isResolvedByReplacing ? "\(words) (--replace replaces it)" : words, .dataError
            )
        case WinningDrawError.wrongBonusCount:
            (message, exitCode) = ("\(words) (the extra balls go in --bonus or after a '+')", .dataError)
        case is TicketError, is WinningDrawError, is RecordedDrawError, is TicketDrawError:
            (message, exitCode) = (words, .dataError)
        case is StandardOutput.WriteError:
            (message, exitCode) = (words, .inputOutput)
        case is TerminalError:
            // A terminal that refuses raw mode or will not say its settings: the terminal is
            // what cannot be read or written, not lotto at fault.
            (message, exitCode) = (words, .inputOutput)
        default:
            // A Flux misuse (`DispatcherError`) or anything unforeseen: lotto's own fault, and
            // the user is told where to say so.
            (message, exitCode) = (
                "\(words) (a bug in lotto \(Release.version): please report it at \(Release.bugReports))", .software
            )
        }
    }

    /// No recorded draw of `game` that `choice` picks, `words`, with where to see the game's
    /// draws or how to record them.
    private static func noRecordedDraw(_ game: GameID, _ choice: RecordedDrawChoice, _ words: String) -> String {
        switch choice {
        case .latest:
            "\(words) ('lotto draws update --game \(game)' fetches them, 'lotto draws import <file>' or "
                + "'lotto draws add' records them)"
        case .roundOnDate: "\(words) (see 'lotto draws --game \(game)')"
        case .round, .date: "\(words) (see 'lotto draws --game \(game)'; 'lotto draws import' records them)"
        }
    }

    /// How to record `game`'s results when its publisher cannot be used: the file its publisher
    /// publishes, saved by hand, then `lotto draws import`.
    static func byHand(_ game: GameID) -> String {
        let importing = "then run 'lotto draws import FILE'"
        guard let publisher = DrawPublisher.of(game) else {
            return "by hand: save a file of its results as FILE, \(importing)"
        }
        let address = publisher.historyAddress(of: game)
        guard let page = publisher.resultPage else {
            return "by hand: save \(publisher.name)'s CSV, \(address), as FILE, \(importing)"
        }
        return "by hand: save every round from \(address), the JSON \(publisher.name)'s result page \(page) "
            + "reads, as FILE, \(importing)"
    }
}
