/// Everything that can happen in lotto, as the stores (and the views showing a stream) hear
/// of it. Streams come as pages (see ``Page``), in order.
///
/// A stream of tickets says, with each page, the highest id it may hold (0 when not known),
/// so that a list aligns its ids from its first line: the width of the widest is known before
/// any is printed.
///
/// An app may embed these in actions of its own, for its screen, say: its one dispatcher then
/// carries its actions, the action creator makes lotto's into them, and lotto's stores hear
/// lotto's (``Flux/ReducerStore/init(dispatcher:reducer:action:)``); the stores' names take the
/// dispatcher's action (`CurrentDrawStore<AppAction>`).
package enum LottoAction: Equatable, Sendable {
    /// Tickets of a game were drawn, for a draw of its schedule (`nil` for a game without one).
    case ticketsDrawn(Page<LottoTicket>, game: GameID, for: TicketDraw? = nil)
    /// Tickets were appended to the store, with their new ids; `highestID` is the last of them.
    case ticketsSaved(Page<SavedTicket>, highestID: Int = 0)
    /// Tickets were removed from the store; `highestID` is the highest of their ids.
    case ticketsRemoved(Page<SavedTicket>, highestID: Int = 0)
    /// The saved tickets were read, in saved order: all of them, or those of `game`;
    /// `highestID` is the highest id in the store as it was read, whatever its game.
    case savedTicketsLoaded(Page<SavedTicket>, game: GameID?, highestID: Int = 0)
    /// The ids of saved (and deleted) tickets a shell may complete were read, rising.
    case ticketIDsListed(Page<TicketIDCandidate>)
    /// A save or a removal of saved tickets ended, after its pages: the ids it saved (and
    /// whether their draw's sales had closed) or removed.
    case savedTicketsChanged(SavedTicketsChange)
    /// The saved tickets of a game were checked: against one draw, or each against its own;
    /// `highestID` is the highest id in the store as it was read, whatever its game.
    case ticketsChecked(Page<CheckResult>, against: CheckTarget, highestID: Int = 0)
    /// The deleted tickets of the record beside the store were checked against their own draws,
    /// after the saved ones (``ticketsChecked(_:against:highestID:)``): counted in the summary,
    /// never listed.
    case deletedTicketsChecked(Page<CheckResult>)
    /// The draw history was read; the command is about the draws of `selection`.
    case drawHistoryLoaded(DrawHistory, selection: DrawSelection)
    /// Draws were recorded: the history as it now is, and what was done.
    case drawsRecorded(DrawHistory, DrawRecording)
    /// A recorded draw was removed: the history as it now is, and the draw.
    case drawRemoved(DrawHistory, removed: RecordedDraw)
    /// An update of these games' results from their publishers began, in this order.
    case drawUpdateStarted(games: [GameID])
    /// The update of a game's results from its publisher has gone so far.
    case drawUpdateProgressed(DrawUpdateProgress)
    /// A game's results were fetched and recorded: the history as it now is, and what was done.
    case drawsUpdated(DrawHistory, DrawUpdate)
    /// A game's results could not be fetched or recorded, and why; its history is unchanged.
    case drawUpdateFailed(DrawUpdateFailure)
    /// Tickets were checked against every draw of a stretch of history.
    case ticketsBacktested(Page<TicketBacktest>, setup: BacktestSetup)
    /// Long work has gone so far; `nil` when it has ended (before its result is dispatched, or
    /// on its failure).
    case workProgressed(WorkProgress?)
}
