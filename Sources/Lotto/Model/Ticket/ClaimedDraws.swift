/// Which of a saved ticket's draws have their prize marked claimed (`lotto claim`): a bit for
/// each draw, by its place among the ticket's ``SavedTicket/draws`` (0 for its one draw), so
/// that a saved ticket stays a small value with nothing to count references of.
public struct ClaimedDraws: Hashable, Sendable {
    /// Bit `n` for the ticket's `n`th draw: 52 draws at most (``SavedTicket/multiDrawCounts``).
    private(set) var bits: UInt64

    /// None claimed.
    public static let none = ClaimedDraws(bits: 0)

    /// The draws at these places among the ticket's draws (each from 0 to 63).
    public init(places: some Sequence<Int>) {
        bits = places.reduce(0) { $0 | (1 << UInt64($1)) }
    }

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// Whether none is claimed.
    public var isEmpty: Bool { bits == 0 }

    /// Whether the draw at `place` among the ticket's draws is claimed.
    public func contains(_ place: Int) -> Bool {
        (0..<64).contains(place) && bits & (1 << UInt64(place)) != 0
    }

    /// These and the draws at `places`.
    public func union(places: some Sequence<Int>) -> ClaimedDraws {
        ClaimedDraws(bits: bits | ClaimedDraws(places: places).bits)
    }
}

extension SavedTicket {
    /// The dates of the draws whose prize is marked claimed, in date order.
    public var claimedDates: [CivilDate] {
        guard !claimed.isEmpty else { return [] }
        return draws.enumerated().filter { claimed.contains($0.offset) }.map(\.element.date)
    }

    /// Whether the prize of its draw on `date` is marked claimed.
    public func isClaimed(drawOn date: CivilDate) -> Bool {
        guard !claimed.isEmpty else { return false }
        if !isMultiDraw { return draw?.date == date && claimed.contains(0) }
        return draws.firstIndex { $0.date == date }.map(claimed.contains) ?? false
    }

    /// The same ticket with `claimed` as its claimed draws.
    public func with(claimed: ClaimedDraws) -> SavedTicket {
        SavedTicket(
            id: id, game: game, ticket: ticket, savedAt: savedAt, draw: draw, drawCount: max(drawCount, 1),
            choice: choice, withMultiplier: withMultiplier, playMultiplier: playMultiplier, claimed: claimed)
    }
}
