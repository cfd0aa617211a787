import Flux

/// A state that sums up one stream of pages (a draw, a check, a backtest, a count): started
/// afresh by the stream's first page, complete with its last.
package protocol StreamSummary: Equatable {
    /// Whether the stream's last page has been added.
    var isComplete: Bool { get set }
}

extension Reducer where State: StreamSummary {
    /// Adds `page` to `state`: from `start` on the stream's first page, then `add` with its
    /// items, complete on its last.
    ///
    /// - Returns: whether `state` changed.
    func adding<Item>(
        _ page: Page<Item>, to state: inout State, startingFrom start: () -> State,
        by add: (inout State, [Item]) -> Void
    ) -> Bool {
        changing(&state) { state in
            if page.isFirst { state = start() }
            add(&state, page.items)
            state.isComplete = page.isLast
        }
    }
}
