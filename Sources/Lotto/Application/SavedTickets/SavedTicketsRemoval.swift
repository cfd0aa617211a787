/// Which saved tickets a removal takes.
package enum SavedTicketsRemoval: Sendable {
    /// Every saved ticket.
    case all
    /// The tickets with these ids, all or none: an id not saved refuses the removal.
    case ids(Set<Int>)
    /// The tickets a selection chooses (their draw recorded, before a date, of a game); none
    /// chosen is no error.
    case matching(SavedTicketSelection)
}
