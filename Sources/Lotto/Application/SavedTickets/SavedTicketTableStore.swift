import Flux

/// Every saved ticket, held for as long as the program runs, for `lotto ui`'s Saved tab: the
/// saved list of a long-lived app, where the commands' ``SavedLottoNumberStore`` keeps only
/// the latest.
///
/// It changes its one array in place (a reducer returning a new state would copy a million
/// tickets for each page read), and holds nothing else per ticket (BENCHMARKS.md has the app's
/// memory with a million tickets).
public final class SavedTicketTableStore: Store<LottoAction>, @unchecked Sendable {
    /// Every ticket read, saved and not removed since, in saved order (ids ascending).
    public private(set) var tickets: ContiguousArray<SavedTicket> = []
    /// Whether the store has been read whole at least once.
    public private(set) var isLoaded = false

    public override init(dispatcher: Dispatcher<LottoAction>) {
        super.init(dispatcher: dispatcher)
    }

    public override func onDispatch(_ action: LottoAction) throws {
        switch action {
        case .savedTicketsLoaded(let page, game: nil):
            if page.isFirst { tickets.removeAll(keepingCapacity: true) }
            tickets.append(contentsOf: page.items)
            if page.isLast { isLoaded = true }
            emitChange()
        case .ticketsSaved(let page):
            // Ids only grow; one already here (a reload that saw the save first) is not added twice.
            let last = tickets.last?.id ?? 0
            let added = page.items.filter { $0.id > last }
            guard !added.isEmpty else { return }
            tickets.append(contentsOf: added)
            emitChange()
        case .ticketsRemoved(let page):
            let ids = Set(page.items.map(\.id))
            let count = tickets.count
            tickets.removeAll { ids.contains($0.id) }
            if tickets.count != count { emitChange() }
        default:
            break
        }
    }
}
