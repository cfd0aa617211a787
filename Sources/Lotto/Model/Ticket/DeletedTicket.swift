/// A ticket removed from the store (`delete`, `clear`), as the record beside the store keeps
/// it: the ticket as it was saved, and when it was removed. What it cost and won still counts in
/// `check --summary`.
package struct DeletedTicket: Hashable, Sendable {
    /// The ticket, with its id, as the store kept it.
    package let ticket: SavedTicket
    /// When it was removed.
    package let deletedAt: Timestamp

    package init(_ ticket: SavedTicket, deletedAt: Timestamp) {
        self.ticket = ticket
        self.deletedAt = deletedAt
    }
}
