import Flux
import Lotto
import Testing

@testable import lotto

/// `t`'s line in `lotto ui`: the keys it takes (q too), its edits, and its save, which closes
/// it without marking the draw on screen saved.
@Suite struct TicketLineTests {
    static let euromillions = LottoGame.named("euromillions")!.id

    static func state(line: TicketLine? = TicketLine(), game: GameID = LottoGame.korean645.id) -> InterfaceState {
        var state = InterfaceState(game: game)
        state.overlay = line.map { .ticketLine($0) }
        return state
    }

    @Test func tOpensTheLineOnEitherTab() {
        var state = Self.state(line: nil)
        #expect(KeyMap.command(for: .character("t"), in: state) == .interface(.openTicketLine))
        state.tab = .saved
        #expect(KeyMap.command(for: .character("t"), in: state) == .interface(.openTicketLine))
    }

    /// Every printable key is typed, `q` and the app's other keys too; Ctrl-C still quits.
    @Test func theLineTakesTheKeysButCtrlC() {
        let state = Self.state()
        for character in ["q", "1", "+", " ", ",", "s", "n", "?", "d", "g", "2", "e"] as [Character] {
            #expect(
                KeyMap.command(for: .character(character), in: state)
                    == .interface(.editTicketLine(.type(String(character)))), "\(character)")
        }
        #expect(KeyMap.command(for: .backspace, in: state) == .interface(.editTicketLine(.erase)))
        #expect(KeyMap.command(for: .escape, in: state) == .interface(.closeOverlay))
        #expect(KeyMap.command(for: .controlC, in: state) == .quit)
        #expect(KeyMap.command(for: .controlZ, in: state) == .suspend)
        for key in [Key.tab, .up, .left, .pageDown, .mouse(MouseEvent(kind: .click, row: 0, column: 10))] {
            #expect(KeyMap.command(for: key, in: state) == .nothing, "\(key)")
        }
        #expect(KeyMap.command(for: .paste, in: state) == .interface(.report(.pasted)))
    }

    /// Enter saves the words typed, of the game on screen; while that save goes on, the line
    /// takes no key (Enter twice saves once), Esc neither.
    @Test func enterSavesTheWordsOnceAndTheLineWaitsForTheSave() {
        let typed = TicketLine(text: " 1 2  3,4 5 + 6 7 ")
        let state = Self.state(line: typed, game: Self.euromillions)
        #expect(
            KeyMap.command(for: .enter, in: state)
                == .saveTicketLine(words: ["1", "2", "3,4", "5", "+", "6", "7"], game: Self.euromillions))
        var saving = typed
        saving.apply(.submit)
        for key in [Key.enter, .escape, .character("1"), .backspace] {
            #expect(KeyMap.command(for: key, in: Self.state(line: saving)) == .nothing, "\(key)")
        }
    }

    @Test func editsTypeEraseAndStopAtTheLongest() {
        var line = TicketLine()
        line.apply(.erase)
        #expect(line.text == "")
        for character in "1 2 3" { line.apply(.type(String(character))) }
        line.apply(.erase)
        #expect(line.text == "1 2 ")
        line.text = String(repeating: "9", count: TicketLine.longest)
        line.apply(.type("9"))
        #expect(line.text.count == TicketLine.longest)
        line.apply(.submit)
        line.apply(.erase)
        #expect(line.text.count == TicketLine.longest && line.isSaving)
        line.apply(.refused(ShownError(reason: "invalid ticket")))
        #expect(!line.isSaving && line.refusal == ShownError(reason: "invalid ticket"))
        // The next Enter takes the refusal away, whatever comes of it.
        line.apply(.submit)
        #expect(line.refusal == nil)
    }

    /// The line's save closes it and says the id; it does not mark the draw on screen saved
    /// (`s` still saves that draw). Refused, it stays, with its text.
    @Test func theLinesSaveClosesItAndLeavesTheDrawUnsaved() throws {
        let dispatcher = Dispatcher<AppAction>()
        let list = SavedListStore(dispatcher: dispatcher, reducer: SavedListReducer(), action: \.lottoAction)
        let interface = InterfaceStore(
            dispatcher: dispatcher, savedList: list, initialState: InterfaceState(game: LottoGame.korean645.id))
        try dispatcher.dispatch(.interface(.openTicketLine))
        for character in "1 2 3 4 5 6" {
            try dispatcher.dispatch(.interface(.editTicketLine(.type(String(character)))))
        }
        try dispatcher.dispatch(.interface(.editTicketLine(.submit)))
        let refusal = ShownError(reason: "invalid ticket")
        try dispatcher.dispatch(.interface(.editTicketLine(.refused(refusal))))
        try dispatcher.dispatch(.interface(.report(.failure(.save, refusal))))
        #expect(interface.state.overlay == .ticketLine(TicketLine(text: "1 2 3 4 5 6", refusal: refusal)))
        try dispatcher.dispatch(.interface(.editTicketLine(.submit)))
        let ticket = SavedTicket(
            id: 7, ticket: try LottoTicket(numbers: [1, 2, 3, 4, 5, 6]), savedAt: Timestamp(secondsSince1970: 0))
        try dispatcher.dispatch(.lotto(.ticketsSaved(.whole([ticket]))))
        #expect(interface.state.overlay == nil)
        #expect(interface.state.status == .saved(ids: 7...7))
        #expect(interface.state.drawnSavedAs == nil)
    }

    /// The line's box: the game's shape, as `lotto save` words it, wrapped between words at 60
    /// columns, and what is typed, its end showing when it is longer than the box.
    @Test func theLineShowsTheGamesShapeAndTheTextsEnd() {
        var state = Self.state(line: TicketLine(text: "1 2 3"), game: Self.euromillions)
        state.layout = InterfaceLayout(rows: 12, columns: 60)
        var screen = Screen(rows: 12, columns: 60)
        TicketLineView(line: TicketLine(text: "1 2 3"), game: state.game, layout: state.layout).draw(into: &screen)
        let rows = screen.lines
        #expect(
            Array(rows[5...9]) == [
                "┌ Type a ticket for the next draw ─────────────────────────┐",
                "│ euromillions takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4  │",
                "│ 5 + 6 7                                                  │",
                "│ > 1 2 3                                                  │",
                "└──────────────────────────────────────────────────────────┘",
            ])
        // A refusal, whole, below the line, though the status line has room for its start.
        var refused = Screen(rows: 12, columns: 60)
        let reason =
            "invalid ticket '1 2 3 4 5 6': euromillions takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4 5 + 6 7; got 6 numbers"
        let line = TicketLine(text: "1 2 3 4 5 6", refusal: ShownError(reason: reason))
        TicketLineView(line: line, game: state.game, layout: state.layout).draw(into: &refused)
        #expect(
            Array(refused.lines[2...9]) == [
                "┌ Type a ticket for the next draw ─────────────────────────┐",
                "│ euromillions takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4  │",
                "│ 5 + 6 7                                                  │",
                "│ > 1 2 3 4 5 6                                            │",
                "│ cannot save: invalid ticket '1 2 3 4 5 6': euromillions  │",
                "│ takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4 5 + 6 7; got  │",
                "│ 6 numbers                                                │",
                "└──────────────────────────────────────────────────────────┘",
            ])
        var long = Screen(rows: 12, columns: 60)
        let text = (1...40).map(String.init).joined(separator: " ")
        TicketLineView(line: TicketLine(text: text), game: LottoGame.korean645.id, layout: state.layout)
            .draw(into: &long)
        let input = long.lines[8]
        #expect(input.hasPrefix("│ > ") && input.contains(" 38 39 40 "), "\(input)")
    }

    /// Text that came together is typed on the line (up to its room, the status line saying
    /// when some was not); elsewhere it is a paste, never keys.
    @Test func textIsTypedUpToTheRoomAndTheStatusLineSaysWhenFull() throws {
        #expect(KeyMap.command(for: .text("1 2"), in: Self.state()) == .interface(.editTicketLine(.type("1 2"))))
        #expect(KeyMap.command(for: .text("1 2"), in: Self.state(line: nil)) == .interface(.report(.pasted)))
        #expect(Self.state().ticketLineRoom == TicketLine.longest)
        #expect(Self.state(line: nil).ticketLineRoom == 0)
        #expect(Self.state(line: TicketLine(isSaving: true)).ticketLineRoom == 0)
        let dispatcher = Dispatcher<AppAction>()
        let list = SavedListStore(dispatcher: dispatcher, reducer: SavedListReducer(), action: \.lottoAction)
        let interface = InterfaceStore(
            dispatcher: dispatcher, savedList: list, initialState: InterfaceState(game: LottoGame.korean645.id))
        try dispatcher.dispatch(.interface(.openTicketLine))
        try dispatcher.dispatch(.interface(.editTicketLine(.type(String(repeating: "1", count: 199)))))
        #expect(interface.state.status == nil)
        try dispatcher.dispatch(.interface(.editTicketLine(.type("23"))))
        #expect(interface.state.ticketLine?.text == String(repeating: "1", count: 199) + "2")
        #expect(interface.state.status == .ticketLineFull)
        #expect(
            StatusLineView(status: .ticketLineFull, layout: InterfaceLayout()).text
                == "the line is full: it takes 200 characters at most")
        // Esc takes the line and what the status line said of it away.
        try dispatcher.dispatch(.interface(.closeOverlay))
        #expect(interface.state.status == nil)
        try dispatcher.dispatch(.interface(.openTicketLine))
        let refusal = ShownError(reason: "invalid ticket '1': kr645 takes 6 of 1-45")
        try dispatcher.dispatch(.interface(.editTicketLine(.refused(refusal))))
        try dispatcher.dispatch(.interface(.report(.failure(.save, refusal))))
        try dispatcher.dispatch(.interface(.closeOverlay))
        #expect(interface.state.status == nil)
        #expect(interface.state.lastFailure == .failure(.save, refusal))
    }

    /// While the line is open, `e` is a letter: a failure cut short points to the box, which
    /// shows the refusal whole, or to Esc then `e`.
    @Test func aFailuresHintOnTheLineIsNotE() {
        let refusal = ShownError(reason: String(repeating: "invalid ticket ", count: 8))
        let layout = InterfaceLayout(rows: 24, columns: 80)
        let status = StatusLine.failure(.save, refusal)
        #expect(StatusLineView(status: status, layout: layout).text.hasSuffix("(e: details)"))
        let refused = TicketLine(text: "1", refusal: refusal)
        #expect(StatusLineView(status: status, layout: layout, ticketLine: refused).text.hasSuffix("(whole above)"))
        let other = StatusLine.failure(.readTickets, refusal)
        #expect(
            StatusLineView(status: other, layout: layout, ticketLine: refused).text.hasSuffix("(Esc, then e: details)"))
    }

    /// The box's title says which draw the ticket is for: none, for a custom game.
    @Test func aCustomGamesBoxSaysNoDraw() throws {
        let custom = try #require(LottoGame.named("6/49")).id
        let layout = InterfaceLayout(rows: 12, columns: 60)
        var screen = Screen(rows: 12, columns: 60)
        TicketLineView(line: TicketLine(), game: custom, layout: layout).draw(into: &screen)
        #expect(screen.lines.contains { $0.hasPrefix("┌ Type a ticket (saved for no draw) ─") })
        #expect(!screen.lines.contains { $0.contains("next draw") })
    }
}
