import Flux
import Lotto

/// The Flux parts of one run: the dispatcher, the stores registered with it, and the context
/// each feature's action creator is made with.
///
/// Every store a command reads is made, and registered, when its app is built, before any
/// action: a command names them (``Stores``) and pays only for those (making a store
/// instantiates its generic type at run time, a good part of a short command's start-up).
/// They are registered in one order, whatever the command: a store another waits for comes
/// first.
///
/// The dispatcher carries the app's actions (``AppAction``): the domain's stores, written over
/// lotto's, hear what they find of lotto's in each.
final class App {
    /// The stores a command reads.
    struct Stores: OptionSet {
        let rawValue: Int

        static let currentDraw = Stores(rawValue: 1 << 0)
        static let checkSummary = Stores(rawValue: 1 << 1)
        static let numberFrequencies = Stores(rawValue: 1 << 2)
        static let drawHistory = Stores(rawValue: 1 << 3)
        static let drawFrequencies = Stores(rawValue: 1 << 4)
        static let drawUpdate = Stores(rawValue: 1 << 5)
        static let backtestSummary = Stores(rawValue: 1 << 6)
        static let savedList = Stores(rawValue: 1 << 7)
        static let workProgress = Stores(rawValue: 1 << 8)
        static let savedTicketsChange = Stores(rawValue: 1 << 9)
    }

    let dispatcher: Dispatcher<AppAction>
    /// What each feature's action creator is made with: where its actions go, the files and
    /// the clock, as ``Context/makeApp(storeOption:drawsOption:warn:reading:screen:)`` chose them.
    let actionContext: ActionContext

    private let currentDraw: CurrentDrawStore<AppAction>?
    private let checkSummary: CheckSummaryStore<AppAction>?
    private let numberFrequencies: NumberFrequenciesStore<AppAction>?
    private let drawHistory: DrawHistoryStore<AppAction>?
    private let drawFrequencies: DrawFrequenciesStore<AppAction>?
    private let drawUpdate: DrawUpdateStore<AppAction>?
    private let backtestSummary: BacktestSummaryStore<AppAction>?
    private let savedList: SavedListStore<AppAction>?
    private let workProgress: WorkProgressStore<AppAction>?
    private let savedTicketsChange: SavedTicketsChangeStore<AppAction>?
    private let interface: InterfaceStore?

    /// The current draw.
    var currentDrawStore: CurrentDrawStore<AppAction> { Self.asked(currentDraw) }
    /// The count per prize tier of the last check.
    var checkSummaryStore: CheckSummaryStore<AppAction> { Self.asked(checkSummary) }
    /// How often each number was saved, for the game last counted.
    var numberFrequenciesStore: NumberFrequenciesStore<AppAction> { Self.asked(numberFrequencies) }
    /// The recorded draws.
    var drawHistoryStore: DrawHistoryStore<AppAction> { Self.asked(drawHistory) }
    /// How often each number was drawn, for the game last read.
    var drawFrequenciesStore: DrawFrequenciesStore<AppAction> { Self.asked(drawFrequencies) }
    /// The update of the draw history from the publishers, as far as it has gone.
    var drawUpdateStore: DrawUpdateStore<AppAction> { Self.asked(drawUpdate) }
    /// The totals of the last backtest.
    var backtestSummaryStore: BacktestSummaryStore<AppAction> { Self.asked(backtestSummary) }
    /// The saved list: every saved ticket, as `lotto ui`'s Saved tab shows them.
    var savedListStore: SavedListStore<AppAction> { Self.asked(savedList) }
    /// The long work under way, as far as it has gone.
    var workProgressStore: WorkProgressStore<AppAction> { Self.asked(workProgress) }
    /// What the last save or removal of saved tickets did.
    var savedTicketsChangeStore: SavedTicketsChangeStore<AppAction> { Self.asked(savedTicketsChange) }
    /// `lotto ui`'s screen (tab, selection, overlay, status line); it waits for the saved list.
    var interfaceStore: InterfaceStore { Self.asked(interface) }

    /// Makes the `stores` a command reads, and `lotto ui`'s screen store, starting from
    /// `screen`, when it is given (with the saved list it waits for).
    init(
        dispatcher: Dispatcher<AppAction>, actionContext: ActionContext, stores: Stores, screen: InterfaceState? = nil
    ) {
        self.dispatcher = dispatcher
        self.actionContext = actionContext
        let stores = screen == nil ? stores : stores.union(.savedList)
        /// The store of `reducer`, lifted to the app's actions, if the command reads it.
        func store<State>(_ store: Stores, _ reducer: some Reducer<State, LottoAction>) -> ReducerStore<
            State, AppAction
        >? {
            stores.contains(store) ? ReducerStore(dispatcher: dispatcher, reducer: reducer, action: \.lottoAction) : nil
        }
        // The saved list first: the screen's store waits for it.
        let savedList = store(.savedList, SavedListReducer())
        self.savedList = savedList
        interface = screen.flatMap { screen in
            savedList.map { InterfaceStore(dispatcher: dispatcher, savedList: $0, initialState: screen) }
        }
        currentDraw = store(.currentDraw, CurrentDrawReducer())
        checkSummary = store(.checkSummary, CheckSummaryReducer())
        numberFrequencies = store(.numberFrequencies, NumberFrequencyReducer())
        drawHistory = store(.drawHistory, DrawHistoryReducer())
        drawFrequencies = store(.drawFrequencies, DrawFrequencyReducer())
        drawUpdate = store(.drawUpdate, DrawUpdateReducer())
        backtestSummary = store(.backtestSummary, BacktestSummaryReducer())
        workProgress = store(.workProgress, WorkProgressReducer())
        savedTicketsChange = store(.savedTicketsChange, SavedTicketsChangeReducer())
    }

    /// A store the command asked for when its app was built. One it did not ask for is a
    /// mistake in lotto, which every test of that command meets.
    private static func asked<Store>(_ store: Store?, _ name: String = #function) -> Store {
        guard let store else { preconditionFailure("\(name) was read, but its command did not ask for it") }
        return store
    }
}
