/// Which saved tickets a removal is about: of one game or of every game, and those whose draw
/// is recorded, or is before a date, or both (a multi-draw ticket, every draw of it). A ticket
/// for no draw is never chosen.
public struct SavedTicketSelection: Equatable, Sendable {
    /// The game whose tickets are chosen; every game's for `nil`.
    public var game: GameID?
    /// Whether only the tickets whose draw is recorded are chosen, as `check` finds a ticket's
    /// draw: by the day the ticket keeps; a multi-draw ticket's every draw.
    public var drawRecorded: Bool
    /// When given, only the tickets for a draw before this date are chosen; a multi-draw
    /// ticket's last draw.
    public var drawBefore: CivilDate?
    /// Whether a ticket that won a prize not marked claimed (``CheckResult/claimed``), whose last
    /// day to claim has not passed, is left out, and named (``Chooser/keptUnclaimed``); only with
    /// ``drawRecorded``.
    public var keepsUnclaimedWinners: Bool

    /// A selection that asks nothing of the draw chooses every ticket that has one.
    public init(
        game: GameID? = nil, drawRecorded: Bool = false, drawBefore: CivilDate? = nil,
        keepsUnclaimedWinners: Bool = false
    ) {
        self.game = game
        self.drawRecorded = drawRecorded
        self.drawBefore = drawBefore
        self.keepsUnclaimedWinners = keepsUnclaimedWinners && drawRecorded
    }

    /// Whether choosing needs the recorded draws.
    public var needsDrawHistory: Bool { drawRecorded }

    /// Chooses tickets by this selection, finding their recorded draws in `history` (which may
    /// be empty when ``needsDrawHistory`` is false); a prize whose last day to claim is before
    /// `today` can no longer be claimed, and keeps no winner.
    package func chooser(_ history: DrawHistory, today: CivilDate? = nil) -> Chooser {
        Chooser(selection: self, matchers: TicketDrawMatchers(history), today: today)
    }

    /// Chooses ticket by ticket; a value that keeps the last game's draws at hand, so that
    /// tickets of one game saved together cost one lookup each.
    public struct Chooser {
        let selection: SavedTicketSelection
        var matchers: TicketDrawMatchers
        let today: CivilDate?
        /// The ids of the tickets otherwise chosen that were left out as winners whose prize is
        /// not marked claimed, in the order asked.
        public private(set) var keptUnclaimed: [Int] = []

        /// Whether the selection chooses `ticket`. A multi-draw ticket goes whole, once its
        /// last draw is before the date, and every draw of it recorded; a winner stays while a
        /// prize of any of its draws is not marked claimed and may still be, when the selection
        /// keeps them.
        public mutating func chooses(_ ticket: SavedTicket) -> Bool {
            guard let draw = ticket.lastDraw, selection.game.map({ $0 == ticket.game }) ?? true else { return false }
            if let before = selection.drawBefore, draw.date >= before { return false }
            guard !selection.drawRecorded || matchers.recordsEveryDraw(of: ticket) else { return false }
            if selection.keepsUnclaimedWinners {
                var results: [CheckResult] = []
                matchers.check(ticket, into: &results)
                if results.contains(where: { $0.claimed == false && !hasPassed($0) }) {
                    keptUnclaimed.append(ticket.id)
                    return false
                }
            }
            return true
        }

        /// Whether the last day to claim what `result` won is before today: too late to claim.
        private func hasPassed(_ result: CheckResult) -> Bool {
            guard let today, let last = PrizeClaim(result, drawnOn: result.draw?.date)?.deadline?.lastDay else {
                return false
            }
            return last < today
        }
    }
}
