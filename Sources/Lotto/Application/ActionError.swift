/// Why an action could not be taken, apart from store and ticket errors.
public enum ActionError: Error, Equatable, CustomStringConvertible {
    /// `lotto save` with no arguments before any `lotto new`.
    case nothingToSave
    /// A draw dated after today: a typo, or a file that is not results.
    case drawAfterToday(SourcedDraw, today: CivilDate)
    /// No recorded draw of the game to check against: none of that round, or none at all.
    case noRecordedDraw(GameID, round: Int?)

    public var description: String {
        switch self {
        case .nothingToSave: "nothing to save: no ticket drawn yet"
        case .noRecordedDraw(let game, let round?):
            "no \(game) draw of round \(round) is recorded (see 'lotto draws --game \(game)'; "
                + "'lotto draws import' records them)"
        case .noRecordedDraw(let game, nil):
            "no \(game) draw is recorded: 'lotto draws import' or 'lotto draws add' records them"
        case .drawAfterToday(let draw, let today):
            (draw.source.map { "\($0): " } ?? "") + "\(draw.draw.name) is after today (\(today))"
        }
    }
}
