/// Why prizes could not be marked claimed (or unmarked); nothing was changed.
package enum ClaimError: Error, Equatable, CustomStringConvertible {
    /// No ticket has this id, saved or deleted.
    case unknownTicket(id: Int)
    /// The ticket's draws are recorded, and it won nothing in them.
    case wonNothing(id: Int)
    /// The ticket won nothing so far, and its draw on this date is not recorded yet.
    case drawNotRecorded(id: Int, date: CivilDate)
    /// The ticket is for no draw: it has no prize to claim.
    case noDraw(id: Int)
    /// Undoing: no prize of the ticket is marked claimed.
    case notClaimed(id: Int)

    package var description: String {
        switch self {
        case .unknownTicket(let id): "no saved or deleted ticket has id \(id); nothing was claimed"
        case .wonNothing(let id): "ticket \(id) won no prize; nothing was claimed"
        case .drawNotRecorded(let id, let date):
            "ticket \(id) has won nothing so far: its draw of \(date) is not recorded yet; nothing was claimed"
        case .noDraw(let id): "ticket \(id) is for no draw, so it has no prize; nothing was claimed"
        case .notClaimed(let id): "ticket \(id) has no prize marked claimed; nothing was unmarked"
        }
    }
}
