import Glibc
import Synchronization
import Testing

@testable import Lotto

/// Long work's progress: reported at most ten times a second, never for work that ends within a
/// quarter of a second, cleared at the end only if it was shown, and each stage said at once.
@Suite struct ProgressMeterTests {
    /// A clock the test moves by hand, and the reports the meter made.
    final class Recorder: Sendable {
        let time = Mutex(0.0)
        private let made = Mutex<[WorkProgress?]>([])
        var reports: [WorkProgress?] { made.withLock { $0 } }

        func meter(_ stage: WorkProgress.Stage, total: Int?) -> ProgressMeter {
            ProgressMeter(
                stage, total: total,
                dispatch: { [self] action in
                    guard case .workProgressed(let progress) = action else { return }
                    made.withLock { $0.append(progress) }
                }, now: { [self] in time.withLock { $0 } })
        }

        func wait(_ seconds: Double) { time.withLock { $0 += seconds } }
    }

    @Test func workEndingWithinAQuarterOfASecondIsNeverReported() {
        let recorder = Recorder()
        let meter = recorder.meter(.drawingTickets, total: 100)
        for done in 1...100 {
            recorder.wait(0.002)
            meter.advance(to: done)
        }
        meter.end()
        #expect(recorder.reports.isEmpty)
    }

    @Test func reportsAtMostTenTimesASecondThenClearsTheLine() {
        let recorder = Recorder()
        let meter = recorder.meter(.drawingTickets, total: 1000)
        // A thousand steps over two seconds: reports from 0.25 s, one a tenth of a second
        // (tenths 2 to 20).
        for done in 1...1000 {
            recorder.wait(0.002)
            meter.advance(to: done)
        }
        meter.end()
        let shown = recorder.reports.compactMap { $0 }
        #expect((18...19).contains(shown.count), "\(shown.count)")
        #expect(shown.first.map { $0.seconds >= ProgressMeter.firstReport } == true)
        #expect(shown.map(\.done) == shown.map(\.done).sorted())
        #expect(shown.allSatisfy { $0.total == 1000 && $0.stage == .drawingTickets })
        #expect(recorder.reports.last == .some(nil))
        #expect(recorder.reports.filter { $0 == nil }.count == 1)
    }

    @Test func theNextStageIsSaidAtOnceWhenTheLastWasShown() {
        let recorder = Recorder()
        let meter = recorder.meter(.readingDraws(name: "draws.csv"), total: 10)
        recorder.wait(0.5)
        meter.advance(to: 4)
        meter.begin(.recordingDraws(count: 10), total: nil)
        #expect(
            recorder.reports == [
                WorkProgress(stage: .readingDraws(name: "draws.csv"), done: 4, total: 10, seconds: 0.5),
                WorkProgress(stage: .recordingDraws(count: 10), done: 0, total: nil, seconds: 0.5),
            ])
    }

    @Test func aStageBegunBeforeAnyReportWaitsItsTurn() {
        let recorder = Recorder()
        let meter = recorder.meter(.searchingWheel, total: 10)
        meter.begin(.checkingWheel, total: 5)
        #expect(recorder.reports.isEmpty)
        recorder.wait(0.3)
        meter.advance(by: 2)
        #expect(recorder.reports == [WorkProgress(stage: .checkingWheel, done: 2, total: 5, seconds: 0.3)])
    }

    /// Work that counts nothing (a file written whole) is said while it runs, from another
    /// thread, and never after it has ended.
    @Test func workThatCountsNothingIsSaidWhileItRunsAndNeverAfter() {
        let recorder = Recorder()
        let meter = recorder.meter(.recordingDraws(count: 5), total: nil)
        recorder.wait(1)
        meter.beating {
            // The clock moves as the timer ticks, each tick a tenth of a second of its own,
            // until a report comes (a loaded machine may run the timer late: up to 10 s).
            for _ in 0..<100 where recorder.reports.isEmpty {
                recorder.wait(0.1)
                usleep(100_000)
            }
        }
        meter.end()
        let after = recorder.reports
        #expect(!after.compactMap { $0 }.isEmpty, "\(after)")
        #expect(after.compactMap { $0 }.allSatisfy { $0.stage == .recordingDraws(count: 5) && $0.total == nil })
        #expect(after.last == .some(nil))
        usleep(300_000)
        #expect(recorder.reports == after)
    }

    @Test func theTimeLeftIsReckonedFromThePaceOnceThereIsOne() {
        let early = WorkProgress(stage: .drawingTickets, done: 10, total: 100, seconds: 0.5)
        #expect(early.fraction == 0.1)
        #expect(early.secondsLeft == nil)
        let later = WorkProgress(stage: .drawingTickets, done: 25, total: 100, seconds: 2)
        #expect(later.secondsLeft == 6)
        #expect(WorkProgress(stage: .recordingDraws(count: 3), done: 0, total: nil, seconds: 5).secondsLeft == nil)
        // Done past the whole (a count that overshoots) is all done, never a negative time.
        #expect(WorkProgress(stage: .drawingTickets, done: 120, total: 100, seconds: 2).secondsLeft == 0)
    }

    /// Concurrent parts advancing one meter: every count is added, and reports stay one a
    /// tenth of a second (ThreadSanitizer runs this suite's neighbours; the meter is atomics).
    @Test func concurrentPartsAddUp() async {
        let recorder = Recorder()
        let meter = recorder.meter(.backtestingDraws(ticketsPerDraw: 1), total: 4000)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<1000 { meter.advance(by: 1) }
                }
            }
        }
        recorder.wait(1)
        meter.advance(by: 0)
        #expect(recorder.reports.last??.done == 4000)
        #expect(recorder.reports.count == 1)
    }
}
