import Testing

@testable import Lotto

/// The one place that says which games an update fetches and from which publisher, asked by
/// `lotto draws update` and the app's `u`: every game a publisher has when none is named, those
/// named each once in the order given, and a name that is no such game refused.
@Suite struct DrawUpdateGamesTests {
    private func ids(_ games: DrawUpdateGames) -> [String] { games.entries.map(\.game.id.rawValue) }

    @Test func everyUpdatableGameInTheTablesOrderWithItsPublisher() throws {
        let all = DrawUpdateGames.all
        #expect(ids(all) == ["kr645", "powerball", "megamillions", "euromillions", "uk-lotto"])
        #expect(
            all.entries.map(\.publisher)
                == [.dhlottery, .newYorkOpenData, .newYorkOpenData, .nationalLottery, .nationalLottery])
        // Each publisher updates exactly the games it publishes, and no game is left out.
        for publisher in DrawPublisher.allCases {
            #expect(all.entries.filter { $0.publisher == publisher }.map(\.game.id) == publisher.games)
        }
        #expect(try DrawUpdateGames(named: []) == all, "no game named: every one")
    }

    @Test func theGamesNamedEachOnceInTheOrderGiven() throws {
        let named = try DrawUpdateGames(named: ["uk-lotto", "kr645", "UK-Lotto", "powerball"])
        #expect(ids(named) == ["uk-lotto", "kr645", "powerball"])
        #expect(named.entries.map(\.publisher) == [.nationalLottery, .dhlottery, .newYorkOpenData])
    }

    @Test func aGameNoPublisherHasAndANameThatIsNoGameAreRefused() {
        #expect(throws: CannotUpdateError(name: "loto6", isAGame: true)) {
            try DrawUpdateGames(named: ["kr645", "loto6"])
        }
        #expect(throws: CannotUpdateError(name: "6/45", isAGame: true)) { try DrawUpdateGames(named: ["6/45"]) }
        #expect(throws: CannotUpdateError(name: "lotto99", isAGame: false)) {
            try DrawUpdateGames(named: ["lotto99", "loto6"])
        }
        #expect(
            "\(CannotUpdateError(name: "lotto99", isAGame: false))"
                == "cannot update 'lotto99': unknown game; lotto fetches the results of kr645, powerball, "
                + "megamillions, euromillions, uk-lotto")
    }
}
