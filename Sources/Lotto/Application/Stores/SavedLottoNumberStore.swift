import Flux

/// The saved list (the original app's saved store): see ``SavedList`` and ``SavedListReducer``.
public typealias SavedLottoNumberStore = ReducerStore<SavedList, LottoAction>
