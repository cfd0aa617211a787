/// What the last change to the saved tickets did, as the command that made it reports it: the
/// ids saved (and whether their draw's sales had closed), or the ids removed.
package enum SavedTicketsChange: Equatable, Sendable {
    /// Tickets were saved.
    case saved(SaveOutcome)
    /// Tickets were removed, with these ids in saved order: none when a selection chose none;
    /// `keptUnclaimed`, the winners a selection left because a prize of theirs is not marked
    /// claimed.
    case removed(ids: [Int], keptUnclaimed: [Int] = [])
    /// The prizes of the tickets with these ids were marked claimed, or, `undone`, unmarked.
    case claimed(ids: [Int], undone: Bool)
}
