/// The games an update fetches, each with the publisher its results come from, in the order
/// they are updated: the one place that decides which games can be updated at all (those a
/// ``DrawPublisher`` publishes) and which games an update asked for covers. `lotto draws
/// update` and the app's `u` ask it; the plan and the action creator take its answer as it is.
package struct DrawUpdateGames: Hashable, Sendable {
    /// A game to update, and its publisher.
    package struct Entry: Hashable, Sendable {
        package let game: LottoGame
        package let publisher: DrawPublisher
    }

    /// The games, in the order they are updated.
    package let entries: [Entry]

    /// Every game lotto can update, in the order `lotto games` lists them.
    package static var all: DrawUpdateGames {
        DrawUpdateGames(entries: LottoGame.all.compactMap(entry(for:)))
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// The games `names` name, each once, in the order first named; every game lotto can update
    /// when they are none.
    ///
    /// - Throws: ``CannotUpdateError`` for the first name that is no game a publisher has.
    package init(named names: [String]) throws(CannotUpdateError) {
        guard !names.isEmpty else {
            self = .all
            return
        }
        var entries: [Entry] = []
        for name in names {
            let game = LottoGame.named(name)
            guard let entry = game.flatMap(Self.entry(for:)) else {
                throw CannotUpdateError(name: name, isAGame: game != nil)
            }
            if !entries.contains(where: { $0.game.id == entry.game.id }) { entries.append(entry) }
        }
        self.entries = entries
    }

    /// `game` with its publisher; `nil` for a game no publisher has.
    private static func entry(for game: LottoGame) -> Entry? {
        DrawPublisher.of(game.id).map { Entry(game: game, publisher: $0) }
    }
}
