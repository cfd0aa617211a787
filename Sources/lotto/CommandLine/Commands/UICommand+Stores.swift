import Flux
import Lotto

extension UICommand {
    /// The stores `lotto ui` reads: the Draw tab's current draw, the recorded draws, the Saved
    /// tab's list, the update of the draws (`u`), the check's summary (the record, `r`), and the
    /// screen's own store, which waits for the list.
    struct Stores {
        let currentDraw: CurrentDrawStore<AppAction>
        let drawHistory: DrawHistoryStore<AppAction>
        let savedList: SavedListStore<AppAction>
        let drawUpdate: DrawUpdateStore<AppAction>
        let checkSummary: CheckSummaryStore<AppAction>
        let interface: InterfaceStore

        /// - Parameter screen: the screen as the app starts.
        init(_ dispatcher: Dispatcher<AppAction>, screen: InterfaceState) {
            currentDraw = dispatcher.lottoStore(CurrentDrawReducer())
            drawHistory = dispatcher.lottoStore(DrawHistoryReducer())
            savedList = dispatcher.lottoStore(SavedListReducer())
            drawUpdate = dispatcher.lottoStore(DrawUpdateReducer())
            checkSummary = dispatcher.lottoStore(CheckSummaryReducer())
            interface = InterfaceStore(dispatcher: dispatcher, savedList: savedList, initialState: screen)
        }
    }
}
