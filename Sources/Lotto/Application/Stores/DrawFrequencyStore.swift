import Flux

/// How often each number was drawn, for one game: see ``DrawFrequencies`` and
/// ``DrawFrequencyReducer``.
public typealias DrawFrequencyStore = ReducerStore<DrawFrequencies, LottoAction>
