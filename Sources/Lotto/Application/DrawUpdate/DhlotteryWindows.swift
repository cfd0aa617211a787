/// dhlottery's rounds after those recorded, from the ten-round windows its result page asks
/// for since its 2026 redesign (``DrawPublisher/windowPath(around:)``): ten rounds around a
/// round R, [R - 5, R + 4], newest first, moved to stay ten rounds at either end, and none for
/// a round not drawn yet.
///
/// Each window is asked for so that it starts right after what is recorded (R = last + 6). An
/// empty answer says R is not drawn yet: the window around last + 1 is asked once more, and
/// the clamping ends it at the latest round. What comes must join the history with no gap
/// (rounds last + 1, last + 2, ... each once); a window that does not is asked again around
/// last + 1, which holds last + 1 if it is drawn at all, and one that still does not is an
/// error: a gap is never recorded. It stops when a window brings nothing new, or ends below
/// the round it was asked around (the latest is in it). Nothing at all where nothing is
/// recorded (not even round 1) is a service that failed.
struct DhlotteryWindows {
    /// The last round of those recorded with no gap before it (0 for none).
    private(set) var last: Int
    /// The latest round the schedule says is drawn by now (0 before the first): no window may
    /// hold a later one, so that a server answering rounds for ever is not followed for ever.
    let latest: Int

    /// How many rounds a window holds.
    static let size = 10

    init(after last: Int, latest: Int) {
        self.last = last
        self.latest = latest
    }

    /// The draws of the rounds after ``last``, in order.
    ///
    /// - Throws: ``DrawUpdateError`` for a service that fails, answers what is not its
    ///   results, a window that leaves a gap, or a round not drawn yet by the schedule.
    mutating func draws(with fetch: inout DrawFetch) throws(DrawUpdateError) -> [SourcedDraw] {
        if latest > last {
            // A window a request, and the one that finds the end: each is given its time.
            fetch.expect(windows: (latest - last + Self.size - 1) / Self.size + 1)
        }
        var draws: [SourcedDraw] = []
        var around = last + Self.size / 2 + 1
        while true {
            var window = try fetch.draws(at: fetch.publisher.windowPath(around: around), mayBeEmpty: true)
            if window.isEmpty && around != last + 1 {
                // Past the latest round: the window around the next round ends at the latest.
                around = last + 1
                window = try fetch.draws(at: fetch.publisher.windowPath(around: around), mayBeEmpty: true)
            }
            let rounds = window.compactMap(\.draw.round)
            guard rounds.count == window.count else {
                throw fetch.inconsistent("a window listed a draw without its round")
            }
            // A day's grace: the schedule's clock may run behind the service's.
            if let beyond = rounds.first(where: { $0 > latest + 1 }) {
                throw fetch.inconsistent("answered round \(beyond), which is not drawn yet")
            }
            let new = window.filter { ($0.draw.round ?? 0) > last }.sorted {
                ($0.draw.round ?? 0) < ($1.draw.round ?? 0)
            }
            guard !new.isEmpty else {
                // Not even round 1: a service that failed, not one with nothing new.
                guard last > 0 else {
                    throw DrawUpdateError(game: fetch.game.id, address: fetch.progress.address, reason: .noDraws)
                }
                return draws
            }
            let joins = new.enumerated().allSatisfy { $0.element.draw.round == last + 1 + $0.offset }
            guard joins else {
                guard around == last + 1 else {
                    // A window that would leave a gap: the one around the next round holds it.
                    around = last + 1
                    continue
                }
                let held = new.compactMap(\.draw.round).map(String.init).joined(separator: ", ")
                throw fetch.inconsistent("the window around round \(around) holds rounds \(held), not \(last + 1) on")
            }
            draws += new
            last += new.count
            // Clamped at the newest: nothing after this window is drawn.
            if let newest = rounds.max(), newest < around + Self.size / 2 - 1 { return draws }
            around = last + Self.size / 2 + 1
        }
    }
}
