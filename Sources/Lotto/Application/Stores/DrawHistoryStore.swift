import Flux

/// The recorded draws: see ``DrawHistoryState`` and ``DrawHistoryReducer``.
public typealias DrawHistoryStore = ReducerStore<DrawHistoryState, LottoAction>
