import Flux
import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The draw history's requests, validated in the domain: a refusal is a typed value naming no
/// option, and nothing is written or dispatched for it; what a recording did, a warning
/// included, is the store's.
@Suite struct DrawHistoryActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private let kr645 = LottoGame.korean645
    /// Sunday 2026-11-22, 10:15:30 UTC: kr645's last draw held is round 1251, Saturday 2026-11-21.
    private let now = Timestamp(secondsSince1970: 1_795_342_530)

    private var historyPath: FilePath { FilePath(folder.file("draws.jsonl")) }

    private var actionCreator: DrawHistoryActionCreator {
        DrawHistoryActionCreator(
            context: ActionContext(
                dispatcher: dispatcher, saver: .success(LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")))),
                lastDraw: .success(LastDrawFile(path: FilePath(folder.file("last-draw")))),
                drawHistory: .success(DrawHistoryFile(path: historyPath)), clock: { [now] in now }))
    }

    private func day(_ day: Int) -> CivilDate { CivilDate(year: 2026, month: 11, day: day)! }

    private func adding(_ words: String, round: Int? = nil, date: CivilDate?) -> DrawRecordingRequest {
        .adding(
            TypedDrawEntry(words: words.split(separator: " ").map(String.init), game: kr645, round: round, date: date),
            replacing: false)
    }

    /// A draw typed in on a day its game is not drawn is recorded all the same; why the day is
    /// not a draw day is part of the recording the store holds, for the view to warn about.
    @Test func aDrawTypedInOnAnotherDayIsRecordedWithWhyItIsNotADrawDay() throws {
        let store = DrawHistoryStore(dispatcher: dispatcher, reducer: DrawHistoryReducer())
        try actionCreator.record(adding("1 2 3 4 5 6 + 7", date: day(17)))
        let recording = try #require(store.state.lastRecording)
        #expect(recording.draws.map(\.date) == [day(17)] && recording.summary.added == 1)
        #expect(recording.notADrawDay == .notADrawDay(day(17), game: kr645.id, days: [.saturday]))
        try actionCreator.record(adding("1 2 3 4 5 6 + 7", date: day(21)))
        #expect(store.state.lastRecording?.notADrawDay == nil, "Saturday is kr645's draw day")
    }

    /// A draw after today, or one whose round is another date's, is refused as a value that
    /// carries the draw, before anything is written.
    @Test func aDrawThatCannotHaveBeenHeldSoIsRefusedAndNothingIsWritten() throws {
        var actions: [LottoAction] = []
        dispatcher.register { actions.append($0) }
        #expect {
            try actionCreator.record(adding("1 2 3 4 5 6 + 7", date: day(28)))
        } throws: { error in
            guard case .drawAfterToday(let draw, let today)? = error as? DrawRecordingError else { return false }
            return draw.draw.date == day(28) && today == day(22) && draw.source == nil
        }
        #expect {
            try actionCreator.record(adding("1 2 3 4 5 6 + 7", round: 1250, date: day(21)))
        } throws: { error in
            guard case .roundNotOfItsDate(_, let dateRound, let roundDate)? = error as? DrawRecordingError else {
                return false
            }
            return dateRound == 1251 && roundDate == day(14)
        }
        #expect(
            actions.isEmpty && !FileManager.default.fileExists(atPath: folder.file("draws.jsonl")), "nothing written")
    }

    /// A removal naming a round and a date of two draws of a game numbered a week at a time is
    /// refused before the history is read, as a value that names no option.
    @Test func aRemovalWhoseRoundAndDateAreTwoDrawsIsRefused() throws {
        var actions: [LottoAction] = []
        dispatcher.register { actions.append($0) }
        let refusal = DrawRecordingError.roundAndDateDisagree(kr645.id, round: 1250, date: day(21), dateRound: 1251)
        #expect(throws: refusal) {
            try actionCreator.record(.deleting(.roundOnDate(1250, day(21)), of: kr645.id))
        }
        #expect(actions.isEmpty)
        let words = "\(refusal)"
        #expect(words == "round 1250 and 2026-11-21 are not one kr645 draw: 2026-11-21 is round 1251's date")
        #expect(!words.contains("--"), "the command line words the options")
    }

    /// Today's draw before its draw time is not held yet, whatever else is wrong with it.
    @Test func todaysDrawBeforeItsDrawTimeIsNotHeldYet() throws {
        let saturday = try #require(Timestamp(iso8601: "2026-11-21T10:00:00Z"))
        let draw = try RecordedDraw(
            game: kr645, date: day(21), round: 1251, numbers: [1, 2, 3, 4, 5, 6], extra: [7])
        #expect {
            try DrawsHeldCheck(now: saturday).refuseDrawsNotHeldAsGiven([SourcedDraw(draw)])
        } throws: { error in
            guard case .drawNotHeldYet(let refused, _)? = error as? DrawRecordingError else { return false }
            return refused.draw == draw
        }
        let evening = try #require(Timestamp(iso8601: "2026-11-21T12:00:00Z"))
        try DrawsHeldCheck(now: evening).refuseDrawsNotHeldAsGiven([SourcedDraw(draw)])
    }
}
