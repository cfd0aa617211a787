import Lotto
import Platform
import Testing

@testable import lotto

/// Why a failure happened, shown in `lotto ui`: the status line puts the reason first and the
/// address or path last, shortened, with `(e: details)` when it leaves anything out; `e` shows
/// the last failure whole, over the tab, until any key.
@Suite struct LastErrorTests {
    static let dhlottery = "https://www.dhlottery.co.kr/lt645/selectPstLt645Info.do?srchLtEpsd=all"
    static let history = "/home/someone/.local/share/lotto/draws.jsonl"

    static let updateFailure = ShownError(
        subject: "kr645", reason: "answered 500 Internal Server Error", place: .address(dhlottery))
    static let readFailure = ShownError(reason: "line 1: not JSON", place: .file(history))

    static func line(_ status: StatusLine, columns: Int) -> String {
        StatusLineView(status: status, layout: InterfaceLayout(rows: 24, columns: columns)).text
    }

    // MARK: The error in parts

    /// An update's failure: the game, the service's answer, the address, and the command
    /// line's advice as a detail; the whole of it is the command line's words.
    @Test func anUpdateFailureIsTakenApartIntoGameReasonAndAddress() throws {
        let address = try #require(WebAddress(Self.dhlottery))
        let error = DrawUpdateError(
            game: LottoGame.korean645.id, address: address,
            reason: .http(.status(500, reason: "Internal Server Error")))
        let shown = ShownError(error)
        #expect(shown.subject == "kr645" && shown.reason == "answered 500 Internal Server Error")
        #expect(shown.place == .address(Self.dhlottery))
        #expect(
            shown.details == [
                "by hand: save every round from https://www.dhlottery.co.kr/lt645/selectPstLt645Info.do?srchLtEpsd=all, "
                    + "the JSON dhlottery's result page https://www.dhlottery.co.kr/lt645/result reads, as FILE, "
                    + "then run 'lotto draws import FILE'"
            ])
        #expect(shown.headline == "kr645: answered 500 Internal Server Error")
    }

    /// A store's error: the reason without the path, and the path as the place.
    @Test func aStoreErrorIsTakenApartIntoReasonAndPath() {
        let path = FilePath(Self.history)
        #expect(
            ShownError(StoreError.unreadable(path: path, line: 3, reason: "not JSON"))
                == ShownError(reason: "line 3: not JSON", place: .file(Self.history)))
        #expect(
            ShownError(StoreError.cannotRead(path: path, reason: "Permission denied"))
                == ShownError(reason: "cannot read the file: Permission denied", place: .file(Self.history)))
        #expect(
            ShownError(StoreError.locked(path: path, seconds: 10))
                == ShownError(reason: "locked by another lotto process (waited 10 s)", place: .file(Self.history)))
        // An error with no place is its words whole, with the game an update's failure names.
        #expect(
            ShownError(StoreError.unknownTicket(id: 4), game: LottoGame.korean645.id)
                == ShownError(subject: "kr645", reason: "no saved ticket has id 4; nothing was removed"))
    }

    @Test func aPlaceIsShortenedInItsMiddleOrAtItsFolders() {
        let address = ShownError.Place.address(Self.dhlottery)
        #expect(address.shortened(to: 70) == Self.dhlottery)
        #expect(address.shortened(to: 28) == "https://www.d...chLtEpsd=all")
        let file = ShownError.Place.file(Self.history)
        #expect(file.shortened(to: 44) == Self.history)
        #expect(file.shortened(to: 24) == ".../lotto/draws.jsonl")
        #expect(file.shortened(to: 15) == ".../draws.jsonl")
        // Not even the name fits: it loses its middle.
        #expect(file.shortened(to: 12) == "/home...sonl")
    }

    // MARK: The status line

    /// Wide enough, the line is whole: the reason, then where.
    @Test func aFailureThatFitsIsWholeWithNoHint() {
        #expect(
            Self.line(.failure(.readDraws, Self.readFailure), columns: 120)
                == "cannot read the draws: line 1: not JSON · \(Self.history)")
        #expect(
            Self.line(.updateEnded(added: 0, games: 5, failures: [Self.updateFailure]), columns: 200)
                == "cannot update kr645: answered 500 Internal Server Error · \(Self.dhlottery)")
    }

    /// Narrower, the place is shortened, then left out, then the reason cut at its end; the
    /// line always begins with what did not happen and why, and ends with the hint.
    @Test func aFailureThatDoesNotFitKeepsItsReasonFirstAndEndsWithTheHint() {
        let read = StatusLine.failure(.readDraws, Self.readFailure)
        #expect(
            Self.line(read, columns: 80)
                == "cannot read the draws: line 1: not JSON · .../lotto/draws.jsonl (e: details)")
        #expect(Self.line(read, columns: 60) == "cannot read the draws: line 1: not JSON (e: details)")
        let update = StatusLine.updateEnded(added: 0, games: 5, failures: [Self.updateFailure])
        #expect(
            Self.line(update, columns: 100)
                == "cannot update kr645: answered 500 Internal Server Error · https://www.d...chLtEpsd=all (e: details)"
        )
        #expect(Self.line(update, columns: 60) == "cannot update kr645: answered 500 Internal... (e: details)")
        for columns in 60...200 {
            for status in [read, update] {
                let line = Self.line(status, columns: columns)
                #expect(line.unicodeScalars.count <= columns - 1, "\(columns): \(line)")
                #expect(line.hasPrefix("cannot "))
            }
        }
    }

    /// More than the line can say (another game failed, draws were added, advice) is hinted
    /// at even when the line fits.
    @Test func aFailureWithMoreToSayEndsWithTheHint() {
        var advised = Self.updateFailure
        advised.details = ["get the results by hand"]
        #expect(
            Self.line(.failure(.updateDraws, advised), columns: 200)
                == "cannot update the draws: kr645: answered 500 Internal Server Error · \(Self.dhlottery) (e: details)"
        )
        #expect(
            Self.line(.updateEnded(added: 3, games: 5, failures: [Self.updateFailure]), columns: 200)
                == "cannot update kr645: answered 500 Internal Server Error · \(Self.dhlottery) (e: details)")
    }

    // MARK: The state

    @Test func theLastFailureIsKeptForEAndOnlyAFailureReplacesIt() {
        let reducer = InterfaceReducer()
        let tickets: [SavedTicket] = []
        var state = InterfaceState(game: LottoGame.korean645.id)
        // With no failure yet, `e` says so on the status line.
        state = reducer.reduce(state, .interface(.showLastError), tickets: tickets)
        #expect(state.overlay == nil && state.status == .noError && state.lastFailure == nil)

        let failure = StatusLine.failure(.readDraws, Self.readFailure)
        state = reducer.reduce(state, .interface(.report(failure)), tickets: tickets)
        #expect(state.lastFailure == failure)
        // The status line moves on, and the failure's work succeeds: `e` still shows it.
        state = reducer.reduce(state, .interface(.clearFailure(.readDraws)), tickets: tickets)
        state = reducer.reduce(state, .interface(.report(.saved(ids: 1...1))), tickets: tickets)
        state = reducer.reduce(
            state, .interface(.report(.updateEnded(added: 2, games: 5, failures: []))), tickets: tickets)
        #expect(state.status == .updateEnded(added: 2, games: 5, failures: []) && state.lastFailure == failure)
        state = reducer.reduce(state, .interface(.showLastError), tickets: tickets)
        #expect(state.overlay == .lastError && state.status == .updateEnded(added: 2, games: 5, failures: []))
        state = reducer.reduce(state, .interface(.closeOverlay), tickets: tickets)
        #expect(state.overlay == nil)

        let update = StatusLine.updateEnded(added: 0, games: 5, failures: [Self.updateFailure])
        state = reducer.reduce(state, .interface(.report(update)), tickets: tickets)
        #expect(state.lastFailure == update)
        // A tab switch closes it, as it closes the keys.
        state = reducer.reduce(state, .interface(.showLastError), tickets: tickets)
        state = reducer.reduce(state, .interface(.showTab(.saved)), tickets: tickets)
        #expect(state.overlay == nil && state.tab == .saved)
    }

    // MARK: The keys

    /// `e` is the last error on either tab; over it the arrows and pages scroll, any other key
    /// closes it but `q` and Ctrl-C, which quit, as everywhere; the mouse does nothing.
    @Test func eShowsTheLastErrorAndAnyKeyClosesIt() {
        var state = InterfaceState(game: LottoGame.korean645.id)
        for tab in InterfaceTab.allCases {
            state.tab = tab
            #expect(KeyMap.command(for: .character("e"), in: state) == .interface(.showLastError))
        }
        state.overlay = .lastError
        for key in [Key.character("e"), .escape, .enter, .character("n"), .left, .character("?")] {
            #expect(KeyMap.command(for: key, in: state) == .interface(.closeOverlay), "\(key)")
        }
        // The arrows and the pages scroll a box longer than the screen.
        #expect(KeyMap.command(for: .up, in: state) == .interface(.scrollLastError(-1)))
        #expect(KeyMap.command(for: .character("j"), in: state) == .interface(.scrollLastError(1)))
        #expect(KeyMap.command(for: .pageDown, in: state) == .interface(.scrollLastError(state.layout.rows / 2)))
        #expect(KeyMap.command(for: .controlC, in: state) == .quit)
        #expect(KeyMap.command(for: .character("q"), in: state) == .quit)
        #expect(KeyMap.command(for: .controlZ, in: state) == .suspend)
        #expect(KeyMap.command(for: .mouse(.init(kind: .click, row: 0, column: 22)), in: state) == .nothing)
        #expect(KeyMap.command(for: .paste, in: state) == .nothing)
    }

    // MARK: The overlay

    /// Over the tab, framed, wrapped to the screen: what did not happen, the reason, the whole
    /// address (broken across lines where it must be), the advice.
    @Test func theOverlayShowsTheWholeErrorWrapped() {
        var failure = Self.updateFailure
        failure.details = [
            "if the service changed, 'lotto draws import <file>' records a file of its results got by hand"
        ]
        var state = InterfaceState(game: LottoGame.korean645.id)
        state.layout = InterfaceLayout(rows: 16, columns: 60)
        state.lastFailure = .updateEnded(added: 3, games: 5, failures: [failure])
        state.status = state.lastFailure
        state.overlay = .lastError
        let lines = InterfaceView(state: state, draw: CurrentDraw(), tickets: [], history: DrawHistory()).render().lines
        // The tab shows around the box; the box is as wide as the screen allows.
        #expect(
            Array(lines[3...11]).map { String($0.dropFirst(2).prefix(56)) } == [
                "┌ Last error ──────────────────────────────────────────┐",
                "│ cannot update 1 of 5 games; 3 draws added            │",
                "│                                                      │",
                "│ kr645: answered 500 Internal Server Error            │",
                "│ address: https://www.dhlottery.co.kr/lt645/selectPst │",
                "│ Lt645Info.do?srchLtEpsd=all                          │",
                "│ if the service changed, 'lotto draws import <file>'  │",
                "│ records a file of its results got by hand            │",
                "└──────────────────────────────────────────────────────┘",
            ])
        #expect(lines[15] == " any key closes · q quit")
    }

    /// A store's error: the path whole, in a box as wide as its longest line.
    @Test func theOverlayOfAStoreErrorNamesItsFile() {
        var state = InterfaceState(game: LottoGame.korean645.id)
        state.layout = InterfaceLayout(rows: 12, columns: 80)
        state.lastFailure = .failure(.readDraws, Self.readFailure)
        state.overlay = .lastError
        let lines = InterfaceView(state: state, draw: CurrentDraw(), tickets: [], history: DrawHistory()).render().lines
        #expect(
            Array(lines[3...8]).map { String($0.dropFirst(13).prefix(54)) } == [
                "┌ Last error ────────────────────────────────────────┐",
                "│ cannot read the draws                              │",
                "│                                                    │",
                "│ line 1: not JSON                                   │",
                "│ file: /home/someone/.local/share/lotto/draws.jsonl │",
                "└────────────────────────────────────────────────────┘",
            ])
    }

    /// Every game failed (no network): more lines than the screen has rows. The title says
    /// which show, `…` marks more below and above, the keys scroll within the lines and no
    /// further, and `e` again starts at the top.
    @Test func aLongErrorScrollsWithinItsLines() {
        var state = InterfaceState(game: LottoGame.korean645.id)
        state.layout = InterfaceLayout(rows: 12, columns: 60)
        let failures = ["kr645", "powerball", "megamillions", "euromillions", "uk-lotto"].map { (game: String) in
            ShownError(
                subject: game, reason: "cannot connect: Could not resolve host",
                place: .address("https://example.org/\(game).csv"))
        }
        state.lastFailure = .updateEnded(added: 0, games: 5, failures: failures)
        let reducer = InterfaceReducer()
        state = reducer.reduce(state, .interface(.showLastError), tickets: [SavedTicket]())
        func render() -> [String] {
            InterfaceView(state: state, draw: CurrentDraw(), tickets: [], history: DrawHistory()).render().lines
        }
        // 1 heading, and for each game a blank, its reason and its address: 16 lines, 8 rows.
        var lines = render()
        // The box from row 1 to 10, its text in rows 2 to 9.
        #expect(lines[1].contains("┌ Last error (1-8 of 16) "), "\(lines.joined(separator: "\n"))")
        #expect(lines[2].contains("│ cannot update 5 of 5 games; 0 draws added"))
        #expect(lines[9].contains("│ …"))
        #expect(lines[11] == " ↑↓ PgUp/PgDn scroll · any other key closes · q quit")
        state = reducer.reduce(state, .interface(.scrollLastError(100)), tickets: [SavedTicket]())
        #expect(state.lastErrorScroll == 8)
        lines = render()
        #expect(lines[1].contains("┌ Last error (9-16 of 16) "))
        #expect(lines[2].contains("│ …"))
        #expect(lines[9].contains("│ address: https://example.org/uk-lotto.csv"))
        state = reducer.reduce(state, .interface(.scrollLastError(-3)), tickets: [SavedTicket]())
        #expect(state.lastErrorScroll == 5)
        state = reducer.reduce(state, .interface(.scrollLastError(-10)), tickets: [SavedTicket]())
        #expect(state.lastErrorScroll == 0)
        state = reducer.reduce(state, .interface(.scrollLastError(4)), tickets: [SavedTicket]())
        state = reducer.reduce(state, .interface(.closeOverlay), tickets: [SavedTicket]())
        state = reducer.reduce(state, .interface(.showLastError), tickets: [SavedTicket]())
        #expect(state.lastErrorScroll == 0 && state.overlay == .lastError)
    }

    @Test func wrappingBreaksAtSpacesAndLongWordsWhereTheyMust() {
        #expect(LastErrorOverlayView.wrap("", width: 10) == [""])
        #expect(LastErrorOverlayView.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(LastErrorOverlayView.wrap("at abcdefghijklmnop", width: 8) == ["at abcde", "fghijklm", "nop"])
    }
}
