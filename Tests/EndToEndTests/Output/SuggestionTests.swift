import Foundation
import Testing

/// A typo gets the nearest command, option or game, as git and swift-argument-parser suggest;
/// a game id reads in any case.
@Suite struct SuggestionTests {
    private let lotto = LottoExecutable()

    @Test(arguments: [
        (["nwe"], "unknown command 'nwe': did you mean 'new'?"),
        (["chekc"], "unknown command 'chekc': did you mean 'check'?"),
        (["help", "lsit"], "unknown command 'lsit': did you mean 'list'?"),
        (["draws", "imprt", "x.csv"], "unknown command 'draws imprt': did you mean 'draws import'?"),
        (["--verison"], "unknown option '--verison': did you mean '--version'?"),
        (["new", "--cuont", "5"], "unknown option '--cuont': did you mean '--count'?"),
        (["new", "--cuont=5"], "unknown option '--cuont=5': did you mean '--count'?"),
        (["list", "--formt", "json"], "unknown option '--formt': did you mean '--format'?"),
        (["new", "--game", "powerbal"], "unknown game 'powerbal': did you mean 'powerball'?"),
        (
            ["check", "--game", "euromilions", "1", "2", "3", "4", "5", "+", "1", "2"],
            "unknown game 'euromilions': did you mean 'euromillions'?"
        ),
    ])
    func aTypoGetsTheNearestWord(arguments: [String], message: String) throws {
        try lotto.run(arguments).expectFailure(64, naming: message)
    }

    /// Nothing near: the plain error, without a guess.
    @Test func aWordFarFromAnyGetsNoGuess() throws {
        let command = try lotto.run(["xyzzy"])
        command.expectFailure(64, naming: "unknown command 'xyzzy' (see 'lotto --help')")
        let game = try lotto.run(["new", "--game", "bingo"])
        game.expectFailure(64, naming: "unknown game 'bingo': see 'lotto games'")
        #expect(!game.stderr.contains("did you mean"))
    }

    @Test func gameIDsReadInAnyCase() throws {
        let mixed = try lotto.run(["new", "--game", "PowerBall", "--seed", "1"])
        let lower = try lotto.run(["new", "--game", "powerball", "--seed", "1"])
        #expect(mixed.status == 0 && mixed.stdout == lower.stdout && !lower.stdout.isEmpty)
        lotto.environment["LOTTO_GAME"] = "EUROMILLIONS"
        let fromEnvironment = try lotto.run(["new", "--seed", "1", "--json"])
        #expect(fromEnvironment.stdout.contains("\"game\":\"euromillions\""), "\(fromEnvironment.stdout)")
    }
}
