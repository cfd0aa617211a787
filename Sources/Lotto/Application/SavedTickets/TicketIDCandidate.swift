/// An id `lotto completion ids` offers: a saved ticket's, or a deleted one's.
package struct TicketIDCandidate: Equatable, Sendable {
    package var id: Int
    /// The ticket said short, `1 2 3 4 5 6 draw 2026-11-28`, when asked for.
    package var summary: String?
    /// Whether the ticket is in the record of deleted tickets, not the store.
    package var isDeleted: Bool

    package init(id: Int, summary: String? = nil, isDeleted: Bool = false) {
        self.id = id
        self.summary = summary
        self.isDeleted = isDeleted
    }
}
