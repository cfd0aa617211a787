import Lotto

/// What `lotto ui`'s status line says: what was done, what is being done, why a key did
/// nothing, or what went wrong. ``StatusLineView`` words it.
enum StatusLine: Equatable, Sendable {
    /// A draw made `count` tickets of `game`.
    case drew(count: Int, game: GameID)
    /// Tickets were saved, with these ids.
    case saved(ids: ClosedRange<Int>)
    /// Tickets were deleted, from the first of these ids to the last.
    case deleted(ids: ClosedRange<Int>)
    /// Each draw now makes this many tickets.
    case ticketsPerDraw(Int)
    /// The update of a game's draws has gone so far.
    case updating(DrawUpdateProgress)
    /// A game's draws were updated.
    case updated(DrawUpdate)
    /// The update of every game ended: the draws added, of how many games, the failures, one a
    /// game that failed, and the updates of the games whose history still ends before the
    /// latest draw due (``DrawUpdate/isBehind``): what came is recorded, but not all is there.
    case updateEnded(added: Int, games: Int, failures: [ShownError], behind: [DrawUpdate] = [])
    /// The draws are being updated, from now (`u`).
    case updatingTheDraws
    /// `u` while the draws were being updated already.
    case alreadyUpdating
    /// The tickets on screen are being saved.
    case saving(count: Int)
    /// The ticket is being deleted.
    case deleting(id: Int)
    /// The saved tickets are being checked for the record (`r`).
    case checkingRecord
    /// `s` with nothing drawn.
    case nothingToSave
    /// `s` again: the draw on screen was saved, with these ids.
    case alreadySaved(ids: ClosedRange<Int>)
    /// `s` while this many tickets of the draw were never on screen: nothing was saved.
    case unseen(count: Int)
    /// Text was pasted (or keys came at once, as only a paste sends them), which is never read
    /// as keys: ignored.
    case pasted
    /// The ticket line was typed beyond its room (``TicketLine/longest``): the rest is not.
    case ticketLineFull
    /// Work failed, for this reason.
    case failure(Work, ShownError)
    /// `e` with no error to show.
    case noError
    /// A file's warning.
    case warning(String)

    /// Whether it says that something failed, or that an update left a history behind its
    /// schedule: `e` shows it whole.
    var isFailure: Bool {
        switch self {
        case .failure: true
        case .updateEnded(_, _, let failures, let behind): !failures.isEmpty || !behind.isEmpty
        default: false
        }
    }

    /// What a failure says did not happen.
    enum Work: Equatable, Sendable {
        case draw, save, updateDraws, changeScreen, readTickets, readDraws, resize, checkRecord
        case delete(id: Int)
    }
}
