/// Why draws cannot be recorded, or one removed, as given: a draw that cannot have been held
/// so (typed, imported or fetched), or a round and a date that are not one draw. Carries the
/// data; names no option: the command line adds what only it knows.
package enum DrawRecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A draw dated after today: a typo, or a file that is not results.
    case drawAfterToday(SourcedDraw, today: CivilDate)
    /// A draw dated today, before its draw time (`drawn`).
    case drawNotHeldYet(SourcedDraw, drawn: Timestamp)
    /// A draw whose round and date disagree, in a game whose rounds are one a week: its date
    /// is round `dateRound`'s (none for a day the game is not drawn), its round is drawn on
    /// `roundDate`.
    case roundNotOfItsDate(SourcedDraw, dateRound: Int?, roundDate: CivilDate?)
    /// A round and a date that name different draws of a game whose rounds are one a week.
    case roundAndDateDisagree(GameID, round: Int, date: CivilDate, dateRound: Int?)
    /// No recorded draw of the game to remove: none of that round or date, or none at all.
    case noRecordedDraw(GameID, choice: RecordedDrawChoice)

    package var description: String {
        switch self {
        case .drawAfterToday(let draw, let today):
            Self.place(of: draw) + "\(draw.draw.name) is after today (\(today))"
        case .drawNotHeldYet(let draw, let drawn):
            Self.place(of: draw) + "\(draw.draw.name) is not drawn yet: its draw is at \(drawn)"
        case .roundNotOfItsDate(let draw, let dateRound, let roundDate):
            Self.place(of: draw) + "\(draw.draw.name): "
                + (dateRound.map { "\(draw.draw.date) is round \($0)'s date" }
                    ?? "no \(draw.draw.game.id) round is drawn on \(draw.draw.date)")
                + (roundDate.map { ", and round \(draw.draw.round ?? 0) is drawn on \($0)" } ?? "")
        case .noRecordedDraw(let game, .round(let round)): "no \(game) draw of round \(round) is recorded"
        case .noRecordedDraw(let game, .roundOnDate(let round, let date)):
            "no \(game) draw of round \(round) on \(date) is recorded"
        case .noRecordedDraw(let game, .date(let date)): "no \(game) draw of \(date) is recorded"
        case .noRecordedDraw(let game, .latest): "no \(game) draw is recorded"
        case .roundAndDateDisagree(let game, let round, let date, let dateRound):
            "round \(round) and \(date) are not one \(game) draw: "
                + (dateRound.map { "\(date) is round \($0)'s date" } ?? "no \(game) round is drawn on \(date)")
        }
    }

    /// `draws.csv:3: `, where the draw was read; nothing for one typed in.
    private static func place(of draw: SourcedDraw) -> String {
        draw.source.map { "\($0): " } ?? ""
    }
}
