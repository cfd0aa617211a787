import Flux
import Lotto
import Platform
import Testing

@testable import lotto

/// The one table from an error to its words and its exit code.
@Suite struct ErrorReportTests {
    @Test func errorsTheCommandLineCanHelpWithSayHow() {
        let nothing = ErrorReport(SaveError.nothingToSave)
        #expect(nothing.message == "nothing to save: no ticket drawn yet (run 'lotto new' first)")
        #expect(nothing.exitCode == .noInput)
        let missing = ErrorReport(DrawRecordingError.noRecordedDraw(LottoGame.korean645.id, choice: .latest))
        #expect(missing.exitCode == .noInput && !missing.message.contains("(run"))
    }

    /// A check's errors are its own, worded here with what would help.
    @Test func aChecksErrorsSayWhatWouldHelp() {
        let kr645 = LottoGame.korean645.id
        let cases: [(CheckError, String)] = [
            (
                .noRecordedDraw(kr645, choice: .latest),
                "no kr645 draw is recorded ('lotto draws update --game kr645' fetches them, 'lotto draws import "
                    + "<file>' or 'lotto draws add' records them)"
            ),
            (
                .noRecordedDraw(kr645, choice: .round(5)),
                "no kr645 draw of round 5 is recorded (see 'lotto draws --game kr645'; 'lotto draws import' "
                    + "records them)"
            ),
            (.noSavedTickets(nil), "no ticket is saved ('lotto new' draws tickets, 'lotto save' keeps them)"),
            (.noSavedTickets(kr645), "no kr645 ticket is saved ('lotto new' draws tickets, 'lotto save' keeps them)"),
        ]
        for (error, message) in cases {
            let report = ErrorReport(error)
            #expect(report.message == message && report.exitCode == .noInput)
        }
    }

    /// A save's refusals name the flags that help, which the domain's words do not: the
    /// command line adds them.
    @Test func aSavesRefusalsNameTheFlagsThatHelp() throws {
        let powerball = try #require(LottoGame.named("powerball")).id
        let kr645 = LottoGame.korean645.id
        let cases: [(SaveError, String)] = [
            (
                .notTheGamesOption(.megaplier, game: powerball),
                "--megaplier is not a powerball option (powerball sells --power-play)"
            ),
            (
                .notTheGamesOption(.powerPlay, game: kr645),
                "kr645 sells no multiplier option (powerball --power-play, megamillions --megaplier)"
            ),
            (.multiplierNotSold(powerball, on: nil), "Power Play is for a powerball ticket for a draw; give --draw"),
            (
                .multiDrawWithoutSchedule(try #require(LottoGame.named("6/45")).id, count: 3),
                "invalid value '3' for '--multi-draw': 6/45 has no schedule of draws, so a ticket cannot be for "
                    + "several in a row"
            ),
            (
                .qrCodeOfAnotherGame(kr645, given: powerball),
                "--qr reads a kr645 ticket, not a powerball one given with --game: give no --game with it"
            ),
        ]
        for (error, message) in cases {
            let report = ErrorReport(error)
            #expect(report.message == message)
            #expect(report.exitCode == .usage)
        }
        #expect(ErrorReport(SaveError.noDrawLeft(kr645)).exitCode == .dataError)
    }

    /// A terminal that refuses raw mode is the terminal's failure (74), not lotto's (70); a
    /// misuse of the Flux library is lotto's own.
    @Test func aTerminalThatRefusesIsAnIOErrorAndAFluxMisuseIsLottosOwn() {
        let terminal = ErrorReport(TerminalError(description: "cannot set the terminal's mode: x"))
        #expect(terminal.exitCode == .inputOutput && terminal.message == "cannot set the terminal's mode: x")
        #expect(ErrorReport(DispatcherError.nestedDispatch).exitCode == .software)
    }

    @Test func everyStoreErrorHasItsDocumentedCode() {
        let path = FilePath("t.jsonl")
        let codes: [(StoreError, ExitCode)] = [
            (.unreadable(path: path, line: 2, reason: "x"), .dataError),
            (.newerFormat(path: path, version: 9), .dataError),
            (.idsExhausted(path: path, lastID: 1), .dataError), (.unknownTicket(id: 1), .dataError),
            (.cannotCreate(path: path, reason: "x"), .cannotCreate),
            (.cannotWrite(path: path, reason: "x"), .cannotCreate),
            (.cannotRead(path: path, reason: "x"), .inputOutput),
            (.notAFile(path: path, kind: "a folder"), .inputOutput),
            (.danglingLink(path: path), .inputOutput), (.inputOutput(path: path, reason: "x"), .inputOutput),
            (.locked(path: path, seconds: 1), .temporaryFailure),
        ]
        for (error, code) in codes {
            let report = ErrorReport(error)
            #expect(report.exitCode == code, "\(error)")
            #expect(report.message == "\(error)")
        }
    }
}
