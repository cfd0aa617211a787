/// The saved tickets, as far as this program has seen them: read from the store, saved or
/// removed: what `lotto ui`'s Saved tab shows.
package struct SavedList: Equatable, Sendable {
    /// How many tickets the list holds, once it has been read (saves and removals then keep it
    /// up to date); `nil` before.
    package var count: Int?
    /// The saved tickets seen, in saved order (ids ascending): every one, or the last ones up
    /// to the reducer's window.
    package var tickets: ContiguousArray<SavedTicket> = []
    /// The game the list was read for; `nil` for every game.
    package var game: GameID?
    /// Whether the whole list has been read.
    package var isLoaded = false

    package init() {}
}
