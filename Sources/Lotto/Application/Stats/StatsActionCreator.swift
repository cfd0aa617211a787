/// Counting numbers: reads the saved tickets, or the draw history, and dispatches them for the
/// count's store to count (``NumberFrequencyReducer``, ``DrawFrequencyReducer``) and its view to
/// chart.
package struct StatsActionCreator {
    /// What the composition root gives: where actions go, the files and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Counts the numbers `request` asks for: the game's saved tickets, dispatched in pages as
    /// the store is read; or the recorded draws, read once and dispatched with the game's
    /// selection.
    package func count(_ request: StatsRequest) throws {
        switch request {
        case .savedNumbers(let game):
            try SavedTicketsActionCreator(context: context).load(game)
        case .drawnNumbers(let game, var selection):
            selection.game = game
            try context.loadDrawHistory(selecting: selection)
        }
    }
}
