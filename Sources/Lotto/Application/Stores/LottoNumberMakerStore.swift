import Flux

/// The current draw (the original app's maker store): see ``CurrentDraw`` and
/// ``CurrentDrawReducer``.
public typealias LottoNumberMakerStore = ReducerStore<CurrentDraw, LottoAction>
