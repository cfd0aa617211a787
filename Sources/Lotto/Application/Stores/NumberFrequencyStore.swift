import Flux

/// How often each number was saved, for one game: see ``NumberFrequencies`` and
/// ``NumberFrequencyReducer``.
public typealias NumberFrequencyStore = ReducerStore<NumberFrequencies, LottoAction>
