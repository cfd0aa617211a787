import Flux

/// The totals of the last backtest: see ``BacktestSummary`` and ``BacktestSummaryReducer``.
public typealias BacktestStore = ReducerStore<BacktestSummary, LottoAction>
