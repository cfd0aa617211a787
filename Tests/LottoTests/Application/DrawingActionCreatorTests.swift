import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// A draw request refused is refused before anything is dispatched or remembered.
@Suite struct DrawingActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()

    private var drawing: DrawingActionCreator {
        DrawingActionCreator(
            context: ActionContext(
                dispatcher: dispatcher, saver: .success(LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")))),
                lastDraw: .success(LastDrawFile(path: FilePath(folder.file("last-draw")))),
                drawHistory: .success(DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")))),
                clock: { Timestamp(secondsSince1970: 1_795_342_530) }))
    }

    @Test func impossibleRequestsAreRefusedBeforeAnythingIsDispatched() throws {
        var actions: [LottoAction] = []
        dispatcher.register { actions.append($0) }
        let drawing = drawing
        #expect(throws: DrawError.bothExcludedAndIncluded(3)) {
            try drawing.draw(
                .tickets(count: 5, seed: 1, game: .korean645, excluding: [3], including: [3], filter: TicketFilter()))
        }
        // kr645 has no separate drum: picks for one are refused before the wheel is searched.
        let wheel = WheelRequest(numbers: Array(1...8), guarantee: WheelGuarantee(matched: 3, drawn: 3), extra: [1])
        #expect(throws: TicketError.wrongExtraCount(found: 1, expected: 0)) {
            try drawing.draw(.wheel(wheel, game: .korean645))
        }
        #expect(actions.isEmpty)
        try drawing.rememberLastDraw()
        #expect(try LastDrawFile(path: FilePath(folder.file("last-draw"))).recall() == nil, "nothing to remember")
    }

    /// The draw is for the game's next draw whose sales are open by the action creator's clock,
    /// and is remembered with it by the same action creator.
    @Test func aDrawIsForTheNextDrawOnSaleAndRememberedWithIt() throws {
        let drawing = drawing
        let store = CurrentDrawStore(dispatcher: dispatcher, reducer: CurrentDrawReducer())
        try drawing.draw(.tickets(count: 3, game: .korean645))
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        #expect(store.state.count == 3 && store.state.draw == saturday && store.state.isComplete)
        try drawing.rememberLastDraw()
        let remembered = try #require(try LastDrawFile(path: FilePath(folder.file("last-draw"))).recall())
        #expect(remembered.tickets == store.state.tickets && remembered.draw == saturday)
    }
}
