import Flux

/// The count of checked tickets per prize tier: see ``CheckSummary`` and
/// ``CheckSummaryReducer``.
public typealias CheckResultsStore = ReducerStore<CheckSummary, LottoAction>
