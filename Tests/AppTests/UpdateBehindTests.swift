import Platform
import Testing

@testable import Lotto
@testable import lotto

/// An update of `u` that leaves a game's history behind its schedule (issue 47): not a failure
/// (what came is recorded), but the status line says which game, what it holds and what is
/// due, and `e` says it whole, in the words of `lotto draws update`.
@Suite struct UpdateBehindTests {
    private static let address = WebAddress("https://www.dhlottery.co.kr/lt645/selectPstLt645Info.do?srchLtEpsd=all")!

    /// kr645 holding round 1249 (2026-11-07) when round 1251 (2026-11-21) is due.
    private static let kr645 = update(
        LottoGame.korean645.id, .dhlottery, held: ("2026-11-07", 1249), due: ("2026-11-21", 1251))
    /// Powerball, which numbers no round, holding 2017-12-30 when 2018-01-03 is due.
    private static let powerball = update(
        GameID(.powerball), .newYorkOpenData, held: ("2017-12-30", nil), due: ("2018-01-03", nil))

    private static func update(
        _ game: GameID, _ publisher: DrawPublisher, held: (String, Int?)?, due: (String, Int?)?
    ) -> DrawUpdate {
        var update = DrawUpdate(
            game: game, publisher: publisher, address: address, path: "/", requests: 1, received: 0,
            summary: DrawMergeSummary())
        update.lastHeld = held.map { DrawUpdate.Draw(date: CivilDate($0.0)!, round: $0.1) }
        update.latestDue = due.map { DrawUpdate.Draw(date: CivilDate($0.0)!, round: $0.1) }
        return update
    }

    private static func line(_ status: StatusLine, columns: Int) -> String {
        StatusLineView(status: status, layout: InterfaceLayout(rows: 24, columns: columns)).text
    }

    @Test func theUpdatesAreBehindAsTheCommandSays() {
        #expect(Self.kr645.isBehind && Self.powerball.isBehind)
    }

    /// One game behind: the game, what it holds and what is due, in a line of 80 columns; `e`
    /// for the rest.
    @Test func oneGameBehindIsSaidOnTheStatusLine() {
        let status = StatusLine.updateEnded(added: 2, games: 5, failures: [], behind: [Self.kr645])
        #expect(
            Self.line(status, columns: 80)
                == "updated, but kr645 is behind: holds round 1249, round 1251 is due (e: details)")
        var none = Self.kr645
        none.lastHeld = nil
        #expect(
            Self.line(.updateEnded(added: 0, games: 5, failures: [], behind: [none]), columns: 80)
                == "updated, but kr645 is behind: holds no draw, round 1251 is due (e: details)")
        // A narrow line keeps its beginning, and still ends with the hint.
        let narrow = Self.line(status, columns: 40)
        #expect(narrow.hasPrefix("updated, but kr645") && narrow.hasSuffix("... (e: details)"), "\(narrow)")
        #expect(narrow.unicodeScalars.count <= 39)
    }

    /// Several behind: how many of the games, then each; a game without rounds by its dates.
    @Test func severalGamesBehindAreEachSaid() {
        let status = StatusLine.updateEnded(added: 2, games: 5, failures: [], behind: [Self.kr645, Self.powerball])
        #expect(
            Self.line(status, columns: 200)
                == "updated, but 2 of 5 games are behind: kr645 holds round 1249, round 1251 is due; "
                + "powerball holds 2017-12-30, 2018-01-03 is due (e: details)")
    }

    /// A whole update stays a plain success, and is no error for `e`.
    @Test func anUpdateWithNothingBehindIsAPlainSuccess() {
        let status = StatusLine.updateEnded(added: 3, games: 5, failures: [], behind: [])
        #expect(Self.line(status, columns: 80) == "draws updated: 3 added in 5 games")
        #expect(!status.isFailure)
        var state = InterfaceState(game: LottoGame.korean645.id)
        state = InterfaceReducer().reduce(state, .interface(.report(status)), tickets: [SavedTicket]())
        #expect(state.status == status && state.lastFailure == nil)
    }

    /// The state keeps it as the last thing `e` shows: the count, then each game in the
    /// command's words.
    @Test func eShowsEachGameBehindInTheCommandsWords() {
        let status = StatusLine.updateEnded(added: 2, games: 5, failures: [], behind: [Self.kr645, Self.powerball])
        let reducer = InterfaceReducer()
        var state = InterfaceState(game: LottoGame.korean645.id)
        state = reducer.reduce(state, .interface(.report(status)), tickets: [SavedTicket]())
        #expect(state.status == status && state.lastFailure == status)
        state = reducer.reduce(state, .interface(.report(.saved(ids: 1...1))), tickets: [SavedTicket]())
        state = reducer.reduce(state, .interface(.showLastError), tickets: [SavedTicket]())
        #expect(state.overlay == .lastError && state.lastFailure == status)
        #expect(
            LastErrorOverlayView(failure: status).paragraphs == [
                "2 of 5 games are behind their schedule; 2 draws added", "",
                "kr645: the history ends at round 1249 (2026-11-07), but round 1251 (2026-11-21) should be "
                    + "published by now (12 hours after its draw); what came is recorded: try again later",
                "",
                "powerball: the history ends at the draw of 2017-12-30, but the draw of 2018-01-03 should be "
                    + "published by now (2 days after its draw); what came is recorded: try again later",
            ])
    }

    /// A failure and a game behind: the failure leads the line, which ends with the hint even
    /// when the failure alone would fit; `e` shows the failure, then the game behind.
    @Test func aFailureLeadsAndTheGameBehindFollowsUnderE() {
        let failure = ShownError(subject: "megamillions", reason: "answered 500 Internal Server Error")
        let status = StatusLine.updateEnded(added: 0, games: 5, failures: [failure], behind: [Self.kr645])
        #expect(
            Self.line(status, columns: 80)
                == "cannot update megamillions: answered 500 Internal Server Error (e: details)")
        #expect(
            LastErrorOverlayView(failure: status).paragraphs == [
                "cannot update 1 of 5 games; 0 draws added; 1 of 5 games is behind their schedule", "",
                "megamillions: answered 500 Internal Server Error", "",
                "kr645: the history ends at round 1249 (2026-11-07), but round 1251 (2026-11-21) should be "
                    + "published by now (12 hours after its draw); what came is recorded: try again later",
            ])
    }
}
