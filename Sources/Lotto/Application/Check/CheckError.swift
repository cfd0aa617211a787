/// Why a check could not be made. The command line words it, with what would help.
package enum CheckError: Error, Equatable, CustomStringConvertible {
    /// No recorded draw of the game to check against: none of that round or date, or none at all.
    case noRecordedDraw(GameID, choice: RecordedDrawChoice)
    /// No saved ticket of the game to check; of any game, for `nil`.
    case noSavedTickets(GameID?)

    package var description: String {
        switch self {
        case .noRecordedDraw(let game, .round(let round)): "no \(game) draw of round \(round) is recorded"
        case .noRecordedDraw(let game, .roundOnDate(let round, let date)):
            "no \(game) draw of round \(round) on \(date) is recorded"
        case .noRecordedDraw(let game, .date(let date)): "no \(game) draw of \(date) is recorded"
        case .noRecordedDraw(let game, .latest): "no \(game) draw is recorded"
        case .noSavedTickets(let game): "no \(game.map { "\($0) " } ?? "")ticket is saved"
        }
    }
}
