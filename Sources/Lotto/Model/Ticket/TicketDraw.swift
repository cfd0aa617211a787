/// The draw a ticket is for: its date, and its round where the game numbers its draws.
///
/// `lotto save` gives each ticket the game's next draw whose sales are still open, or the draw
/// the user names; `lotto check` then checks the ticket against that draw once it is recorded.
public struct TicketDraw: Hashable, Sendable, CustomStringConvertible {
    /// The day of the draw.
    public let date: CivilDate
    /// The game's number for it (kr645's 회차); `nil` where lotto cannot number the game's draws.
    public let round: Int?

    public init(date: CivilDate, round: Int? = nil) {
        self.date = date
        self.round = round
    }

    /// The draw of a game's schedule.
    public init(_ scheduled: ScheduledDraw) {
        self.init(date: scheduled.date, round: scheduled.round)
    }

    /// `2026-11-28 (round 1200)`, or the date alone.
    public var description: String {
        round.map { "\(date) (round \($0))" } ?? date.description
    }
}

extension TicketDraw {
    /// The draw of `game` that `text` names: a date (`2026-11-28`) on which the game is
    /// drawn, or a round where the game's draws are numbered (kr645's 1200). A game without a
    /// schedule (a custom one) takes any date.
    public init(named text: String, game: GameID) throws(TicketDrawError) {
        let schedule = DrawSchedule.of(game)
        if let date = CivilDate(text) {
            guard let schedule else {
                self.init(date: date)
                return
            }
            guard let days = schedule.days(on: date) else {
                throw .beforeFirstDraw(date, game: game, first: schedule.eras[0].from ?? date)
            }
            guard days.contains(Weekday(of: date)) else { throw .notADrawDay(date, game: game, days: days) }
            self.init(date: date, round: schedule.round(on: date))
        } else if WholeNumber.isDigits(text[...]), let round = WholeNumber.parse(text), round >= 1 {
            guard let schedule, schedule.weeklyRoundsFrom != nil else { throw .noRounds(round, game: game) }
            guard let date = schedule.date(ofRound: round) else { throw .roundOutOfRange(round, game: game) }
            self.init(date: date, round: round)
        } else {
            throw .notADrawName(text)
        }
    }
}
