import Dispatch
import Platform
import Synchronization

/// Reports how far a long piece of work has gone, as ``LottoAction/workProgressed(_:)``
/// actions: at most ten a second, the first once the work has taken a quarter of a second
/// (work that ends sooner is never reported, and costs a clock read a call), and a `nil`
/// report at its end if any was made, so that a view clears its line before the result.
///
/// The parts of concurrent work may advance one meter from their threads: its counts are
/// atomics, and the dispatcher serializes the reports.
final class ProgressMeter: @unchecked Sendable {
    // @unchecked: `dispatch` is the locked dispatcher's, callable from any thread; the stage
    // changes only between stages (``begin(_:total:)``), on the thread doing the work; every
    // other stored property is a constant or an atomic.

    /// Work that ends sooner than this is never reported: a line that flashes says nothing.
    static let firstReport = 0.25
    /// Reports a second, at most.
    static let reportsPerSecond = 10.0

    private(set) var stage: WorkProgress.Stage
    private(set) var total: Int?
    private let dispatch: (LottoAction) throws -> Void
    private let now: @Sendable () -> Double
    private let started: Double
    private let done = Atomic<Int>(0)
    /// The last tenth of a second a report was made in, counted from `started`.
    private let lastReportTick = Atomic<Int>(-1)
    /// Whether a report was made since the work began.
    private let hasReported = Atomic<Bool>(false)

    /// - Parameters:
    ///   - now: seconds on a clock that only goes forward.
    init(
        _ stage: WorkProgress.Stage, total: Int?, dispatch: @escaping (LottoAction) throws -> Void,
        now: @escaping @Sendable () -> Double = { SystemCall.monotonicSeconds() }
    ) {
        self.stage = stage
        self.total = total
        self.dispatch = dispatch
        self.now = now
        started = now()
    }

    /// Goes on to the work's next stage: its count starts afresh, its time counts from the
    /// work's start, and it is said at once if the last stage was, since a line that stays on
    /// the old stage while the new one runs would mislead. Called between stages, when no
    /// other thread advances the meter.
    func begin(_ stage: WorkProgress.Stage, total: Int?) {
        self.stage = stage
        self.total = total
        done.store(0, ordering: .relaxed)
        if hasReported.load(ordering: .relaxed) { report(0, force: true) }
    }

    /// Adds `count` to what is done, reporting if it is time.
    func advance(by count: Int) {
        report(done.wrappingAdd(count, ordering: .relaxed).newValue)
    }

    /// Sets what is done, reporting if it is time.
    func advance(to count: Int) {
        done.store(count, ordering: .relaxed)
        report(count)
    }

    /// Does `work`, which counts nothing as it goes (a file written whole), reporting the time
    /// it has taken ten times a second from another thread.
    func beating<Result>(_ work: () throws -> Result) rethrows -> Result {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let interval = 1 / Self.reportsPerSecond
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [self] in report(done.load(ordering: .relaxed)) }
        // Waited for: a report still under way when the work ends would draw the line again
        // after the end has erased it, over the result.
        let cancelled = DispatchSemaphore(value: 0)
        timer.setCancelHandler { cancelled.signal() }
        timer.resume()
        defer {
            timer.cancel()
            cancelled.wait()
        }
        return try work()
    }

    /// Ends the work: clears what a report showed.
    func end() {
        guard hasReported.load(ordering: .relaxed) else { return }
        hasReported.store(false, ordering: .relaxed)
        // Progress that cannot be said is not worth failing the work for.
        try? dispatch(.workProgressed(nil))
    }

    private func report(_ count: Int, force: Bool = false) {
        let seconds = now() - started
        guard force || seconds >= Self.firstReport else { return }
        let tick = Int(seconds * Self.reportsPerSecond)
        let last = lastReportTick.load(ordering: .relaxed)
        // One report a tick, from whichever thread takes it.
        guard force || tick > last,
            lastReportTick.compareExchange(expected: last, desired: tick, ordering: .relaxed).exchanged
        else { return }
        hasReported.store(true, ordering: .relaxed)
        try? dispatch(.workProgressed(WorkProgress(stage: stage, done: count, total: total, seconds: seconds)))
    }
}
