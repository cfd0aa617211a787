/// What a check of new results is asked (`lotto check --new`): each saved ticket of `game`, or
/// of every game (`nil`), against its own draws, showing only the results settled since the
/// last such check of the store (see ``SeenResults``), and those pending for the summary.
///
/// What was shown is remembered per game: a check of one game's new results leaves the other
/// games' for the next.
package struct NewResultsRequest: Equatable, Sendable {
    /// The one game whose tickets are checked; `nil` for every game's.
    package let game: GameID?

    package init(game: GameID?) {
        self.game = game
    }
}
