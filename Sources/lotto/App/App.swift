import Flux
import Lotto

/// The Flux parts of one run: the dispatcher, the stores registered with it, and the action
/// creator that feeds it.
///
/// Each store is made, and registered, the first time a command asks for it: a command pays
/// only for the stores it reads (making a store instantiates its generic type at run time, a
/// good part of a short command's start-up). So a command asks for every store it reads before
/// its first action, and before the views that listen to it, so that a view hearing an action
/// finds the stores have handled it; a debug build checks that no store is made later, when it
/// would have missed actions.
///
/// The dispatcher carries the app's actions (``AppAction``): the domain's stores, written over
/// lotto's, hear what they find of lotto's in each.
final class App {
    let dispatcher: Dispatcher<AppAction>
    let actionCreator: ActionCreator

    /// The current draw.
    private(set) lazy var currentDrawStore = made(
        CurrentDrawStore(dispatcher: dispatcher, reducer: CurrentDrawReducer(), action: { $0.lottoAction }))
    /// The count per prize tier of the last check.
    private(set) lazy var checkSummaryStore = made(
        CheckSummaryStore(dispatcher: dispatcher, reducer: CheckSummaryReducer(), action: { $0.lottoAction }))
    /// How often each number was saved, for the game last counted.
    private(set) lazy var numberFrequenciesStore = made(
        NumberFrequenciesStore(dispatcher: dispatcher, reducer: NumberFrequencyReducer(), action: { $0.lottoAction }))
    /// The recorded draws.
    private(set) lazy var drawHistoryStore = made(
        DrawHistoryStore(dispatcher: dispatcher, reducer: DrawHistoryReducer(), action: { $0.lottoAction }))
    /// How often each number was drawn, for the game last read.
    private(set) lazy var drawFrequenciesStore = made(
        DrawFrequenciesStore(dispatcher: dispatcher, reducer: DrawFrequencyReducer(), action: { $0.lottoAction }))
    /// The update of the draw history from the publishers, as far as it has gone.
    private(set) lazy var drawUpdateStore = made(
        DrawUpdateStore(dispatcher: dispatcher, reducer: DrawUpdateReducer(), action: { $0.lottoAction }))
    /// The totals of the last backtest.
    private(set) lazy var backtestSummaryStore = made(
        BacktestSummaryStore(dispatcher: dispatcher, reducer: BacktestSummaryReducer(), action: { $0.lottoAction }))
    /// The saved list: every saved ticket, as `lotto ui`'s Saved tab shows them.
    private(set) lazy var savedListStore = made(
        SavedListStore(dispatcher: dispatcher, reducer: SavedListReducer(), action: { $0.lottoAction }))
    private var madeInterfaceStore: InterfaceStore?

    /// `lotto ui`'s screen (tab, selection, overlay, status line), starting on `game`: made the
    /// first time it is asked for, after the saved tickets' table, which it waits for.
    func interfaceStore(startingWith game: GameID) -> InterfaceStore {
        if let madeInterfaceStore { return madeInterfaceStore }
        let store = made(
            InterfaceStore(dispatcher: dispatcher, savedList: savedListStore, initialState: InterfaceState(game: game)))
        madeInterfaceStore = store
        return store
    }

    #if DEBUG
        private var firstAction: Subscription?
        private var hasDispatched = false
    #endif

    init(dispatcher: Dispatcher<AppAction>, actionCreator: ActionCreator) {
        self.dispatcher = dispatcher
        self.actionCreator = actionCreator
        #if DEBUG
            firstAction = dispatcher.addActionListener { [unowned self] _ in
                hasDispatched = true
                firstAction = nil
            }
        #endif
    }

    private func made<Store>(_ store: Store) -> Store {
        #if DEBUG
            assert(!hasDispatched, "\(Store.self) was made after the first action, which it missed")
        #endif
        return store
    }
}
