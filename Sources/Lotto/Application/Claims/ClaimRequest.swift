/// What `lotto claim` asks: the tickets whose prizes to mark claimed, or, undoing, unmarked.
package struct ClaimRequest: Equatable, Sendable {
    /// The tickets, by id: saved, or deleted to the record beside the store.
    package var ids: Set<Int>
    /// Whether to unmark every prize of theirs marked claimed, rather than mark those won.
    package var undo: Bool

    package init(ids: Set<Int>, undo: Bool = false) {
        self.ids = ids
        self.undo = undo
    }
}
