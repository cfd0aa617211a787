import Flux

/// The drawn numbers' counts: a read of the draw history for one game counts the numbers of
/// the draws selected (of each set of a draw of two); a read for every game is not a count of one, and is left alone.
package struct DrawFrequencyReducer: Reducer {
    package init() {}

    package var initialState: DrawFrequencies { DrawFrequencies() }

    package func reduce(into state: inout DrawFrequencies, _ action: LottoAction) -> Bool {
        guard case .drawHistoryLoaded(let history, let selection) = action, let game = selection.game else {
            return false
        }
        let draws = selection.draws(in: history)
        var next = DrawFrequencies()
        next.game = game
        next.draws = draws.count
        let today = LottoGame(game)
        var mainHighest = today.main.range.upperBound
        var extraHighest = today.extra?.range.upperBound ?? (today.bonusCount > 0 ? mainHighest : nil)
        for (index, recorded) in draws.enumerated() {
            let ago = draws.count - 1 - index
            // Both sets of a draw of two (UK Lotto from 2026-06-10): each set's balls were drawn.
            for set in recorded.second.map({ [recorded.draw, $0] }) ?? [recorded.draw] {
                for number in set.numbers {
                    next.main[number] += 1
                    next.mainLastSeen[number] = ago
                }
                for number in set.extraNumbers {
                    next.extra[number] += 1
                    next.extraLastSeen[number] = ago
                }
            }
            let era = recorded.game
            mainHighest = max(mainHighest, era.main.range.upperBound)
            if let extra = era.extra {
                extraHighest = max(extraHighest ?? 0, extra.range.upperBound)
            } else if era.bonusCount > 0 {
                extraHighest = max(extraHighest ?? 0, era.main.range.upperBound)
            }
        }
        next.mainRange = today.main.range.lowerBound...mainHighest
        next.extraRange = extraHighest.map { 1...$0 }
        return changing(&state) { $0 = next }  // counted afresh from the draws selected
    }
}

/// How often each number was drawn, for one game: see ``DrawFrequencies`` and
/// ``DrawFrequencyReducer``.
package typealias DrawFrequenciesStore<Action> = ReducerStore<DrawFrequencies, Action>
