import Lotto

/// What to do when there is nothing to show, worded once for the commands that say it: an
/// empty list or chart of tickets, or of draws.
enum NextStep {
    /// How to get tickets.
    static let getTickets = "'lotto new' draws some, 'lotto save' keeps them"
    /// How to get draws.
    static let getDraws = "'lotto draws update' fetches them, 'lotto draws import <file>' reads them from a file"
    /// What brings the results of tickets that all wait for their draws.
    static let pendingResults =
        "every ticket waits for its draw: results arrive with 'lotto draws update' or 'lotto draws import <file>'"

    /// What records a held draw of `game`: `lotto draws update`, or `lotto draws add` for a game
    /// no update fetches.
    static func recordHeldDraw(of game: GameID) -> String {
        DrawPublisher.of(game) == nil ? "lotto draws add" : "lotto draws update"
    }
}
