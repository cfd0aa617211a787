/// One saved ticket checked against a draw, or found not checkable yet.
public struct CheckResult: Hashable, Sendable {
    /// Whether the ticket could be checked.
    public enum Status: String, Hashable, Sendable {
        /// Checked against a draw.
        case checked
        /// Its own draw is not recorded yet.
        case pending
        /// It is for no draw (saved before lotto knew draws, or of a game without a schedule).
        case noDraw = "no draw"
    }

    /// The ticket.
    public let ticket: SavedTicket
    /// The numbers it matched: main numbers in `numbers`, extra balls in `extraNumbers`; none
    /// for a ticket not checked.
    public let matched: LottoTicket
    /// The prize tier won, 1 for the top prize, numbered as the draw's era numbers its tiers;
    /// `nil` for none.
    public let tier: Int?
    /// The rule of the tier won (the main and extra numbers it takes); `nil` for none. Wins of
    /// draws of several eras are counted by it, since eras number their tiers differently.
    public let rule: PrizeTier?
    /// What the ticket won (0 for no prize; unknown for a shared prize the draw's record does
    /// not give, or a draw typed in, which has none); `nil` for a ticket not checked, and from
    /// ``WinningDraw/check(_:)``, which matches the numbers alone.
    public let prize: PrizeAmount?
    /// What the ticket cost, for a check against the draw it is for: its game's price on that
    /// draw's date; `nil` when the game's price then is not known, for a ticket for no draw, and
    /// in a check against one draw, which not every ticket was bought for.
    public let price: Money?
    public let status: Status
    /// The draw the ticket was checked against, or is pending for, in a check against its own
    /// draws: the ticket's own draw, or one of a multi-draw ticket's draws (each has its own
    /// result). In a check against one draw, the ticket's own (a multi-draw ticket's first);
    /// `nil` for a ticket for no draw.
    public let draw: TicketDraw?
    /// Which of the ticket's draws ``draw`` is, counted from 0 (its place among
    /// ``SavedTicket/draws``, which ``SavedTicket/claimed`` numbers too), in a check against
    /// its own draws; `nil` in a check against one draw, and for a ticket for no draw.
    public let place: Int?
    /// Which set of balls of a draw of two (UK Lotto from 2026-06-10) the result is of: 1 or 2,
    /// each paid apart, the ticket's price counted with the first; `nil` for a draw of one set.
    public let set: Int?
    /// Whether the draw a pending result waits for has been held, by its game's schedule, by
    /// the moment the check counts draws as held (see ``TicketDrawMatcher``): its results are
    /// out but not recorded. `true` for a result checked, `false` for a ticket for no draw.
    public let isDrawHeld: Bool

    /// A ticket checked: `tier` and `rule` are both `nil` (no prize), or neither.
    ///
    /// - Parameters:
    ///   - draw: the draw it was checked against, of those it is for; its own draw (a
    ///     multi-draw ticket's first) when `nil`.
    ///   - place: which of the ticket's draws it is, in a check against its own (see ``place``).
    public init(
        ticket: SavedTicket, matched: LottoTicket, tier: Int?, rule: PrizeTier?, prize: PrizeAmount? = nil,
        price: Money? = nil, draw: TicketDraw? = nil, place: Int? = nil, set: Int? = nil
    ) {
        self.ticket = ticket
        self.draw = draw ?? ticket.draw
        self.place = place
        self.matched = matched
        self.tier = tier
        self.rule = rule
        self.prize = prize
        self.price = price
        self.set = set
        status = .checked
        isDrawHeld = true
    }

    /// A ticket that could not be checked: its draw is not recorded yet (it cost `price`), or
    /// it has none.
    ///
    /// - Parameters:
    ///   - draw: the draw it waits for, of those it is for; its own draw (a multi-draw ticket's
    ///     first) when `nil`.
    ///   - place: which of the ticket's draws it waits for, in a check against its own (see
    ///     ``place``).
    ///   - isDrawHeld: whether that draw has been held (see ``isDrawHeld``).
    public init(
        unchecked ticket: SavedTicket, _ status: Status, price: Money? = nil, draw: TicketDraw? = nil,
        place: Int? = nil, isDrawHeld: Bool = false
    ) {
        self.ticket = ticket
        self.draw = draw ?? ticket.draw
        self.place = place
        matched = LottoTicket(bits: 0)
        tier = nil
        rule = nil
        prize = nil
        self.price = price
        self.status = status
        set = nil
        self.isDrawHeld = status == .pending && isDrawHeld
    }
}
