import Lotto
import Testing

@testable import lotto

@Suite struct GameOptionTests {
    /// The ids the help lists are written out (see ``GameOption/gameIDs``): held here to the
    /// table of games, so that a game added there is listed.
    @Test func theHelpListsEveryGameInTheTablesOrder() {
        #expect(GameOption.gameIDs == LottoGame.all.map(\.id.rawValue).joined(separator: ", "))
        #expect(
            DrawsUpdateCommand.updatableGames
                == DrawPublisher.updatableGames.map(\.description).joined(separator: ", "))
    }

    /// The default game is found without the table, and is the table's.
    @Test func theDefaultGameIsTheTablesFirst() {
        #expect(LottoGame.named("kr645") == LottoGame.all.first)
    }
}
