/// The draw a ticket is for: its date, and its round where the game numbers its draws.
///
/// `lotto save` gives each ticket the game's next draw whose sales are still open, or the draw
/// the user names; `lotto check` then checks the ticket against that draw once it is recorded.
///
/// Eight bytes, so that a saved ticket stays small: a list of a million tickets copies a
/// million of them.
public struct TicketDraw: Hashable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01.
    let day: Int32
    /// The round, 0 for none.
    private let number: UInt32

    /// The largest round a ticket's draw holds: far past the year 9999 of any game drawn
    /// weekly.
    public static let largestRound = Int(UInt32.max)

    /// A draw on `date`, with its round if known; a round past ``largestRound`` is none.
    public init(date: CivilDate, round: Int? = nil) {
        day = Int32(date.daysSince1970)
        number = round.flatMap { (1...Self.largestRound).contains($0) ? UInt32($0) : nil } ?? 0
    }

    private init(day: Int32, number: UInt32) {
        self.day = day
        self.number = number
    }

    /// What ``SavedTicket`` holds for no draw: a day no date has.
    static var none: TicketDraw { TicketDraw(day: .min, number: 0) }

    /// Whether this is ``none``.
    var isNone: Bool { day == .min }

    /// The draw of a game's schedule.
    public init(_ scheduled: ScheduledDraw) {
        self.init(date: scheduled.date, round: scheduled.round)
    }

    /// The day of the draw.
    public var date: CivilDate { CivilDate(daysSince1970: Int(day)) }

    /// The game's number for it (kr645's 회차); `nil` where lotto cannot number the game's draws.
    public var round: Int? { number == 0 ? nil : Int(number) }

    /// `2026-11-28 (round 1200)`, or the date alone.
    public var description: String {
        round.map { "\(date) (round \($0))" } ?? date.description
    }
}

extension TicketDraw {
    /// The draw of `game` that `text` names: a date (`2026-11-28`) on which the game is
    /// drawn, or a round where the game's draws are numbered (kr645's 1200). A game without a
    /// schedule (a custom one) takes any date. A draw before the first era whose rules lotto
    /// knows is refused: a ticket for it could never be checked.
    public init(named text: String, game: GameID) throws(TicketDrawError) {
        let schedule = DrawSchedule.of(game)
        if let date = CivilDate(text) {
            guard let schedule else {
                self.init(date: date)
                return
            }
            let played = LottoGame(game)
            if let first = played.firstDraw ?? schedule.eras[0].from, date < first {
                throw .beforeFirstDraw(date, game: game, first: first)
            }
            guard let days = schedule.days(on: date) else {
                throw .beforeFirstDraw(date, game: game, first: schedule.eras[0].from ?? date)
            }
            guard days.contains(Weekday(of: date)) else { throw .notADrawDay(date, game: game, days: days) }
            guard played.era(on: date) != nil else {
                throw .rulesNotKnown(date, game: game, knownFrom: played.eras[0].from ?? date)
            }
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

extension TicketDraw {
    /// The `count` consecutive draws of `game`'s schedule from `first`, in date order, each with
    /// its round where the game numbers its draws (see ``DrawSchedule/draws(from:count:)``):
    /// the draws of a multi-draw ticket. `nil` for a game without a schedule, a first draw on a
    /// day the game is not drawn, or a span past the last date lotto can write.
    public static func consecutive(from first: TicketDraw, count: Int, of game: GameID) -> [TicketDraw]? {
        guard let schedule = DrawSchedule.of(game), let dates = schedule.drawDates(from: first.date, count: count)
        else { return nil }
        return [first] + dates.dropFirst().map { TicketDraw(date: $0, round: schedule.round(on: $0)) }
    }
}
