import Foundation
import Testing

/// A typo gets the nearest command, option or game, as git and swift-argument-parser suggest,
/// and a beginning the one word it begins; a game id reads in any case; an impossible custom
/// game says why.
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
        // A beginning that one word alone has names it, however far the rest.
        (["new", "--game", "mega"], "unknown game 'mega': did you mean 'megamillions'?"),
        (["list", "--game", "Power"], "unknown game 'Power': did you mean 'powerball'?"),
        (["comp", "bash"], "unknown command 'comp': did you mean 'completion'?"),
        (["draws", "up"], "unknown command 'draws up': did you mean 'draws update'?"),
        (["wheel", "1", "--guar", "3if4"], "unknown option '--guar': did you mean '--guarantee'?"),
        (["completion", "fi"], "unknown shell 'fi': did you mean 'fish'?"),
        (["draws", "update", "--game", "mega"], "unknown game (did you mean 'megamillions'?)"),
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

    /// A beginning several games share guesses none of them, and names them all: `euro` is
    /// euromillions' and eurojackpot's.
    @Test func aBeginningOfSeveralGetsNoGuess() throws {
        let game = try lotto.run(["new", "--game", "euro"])
        game.expectFailure(64, naming: "unknown game 'euro': 'euro' could be 'euromillions' or 'eurojackpot'")
        #expect(!game.stderr.contains("did you mean"))
    }

    /// A custom spec no drum could draw says why, with its numbers, wherever the game is named.
    @Test(arguments: [
        (["new", "--game", "7/3"], "impossible game '7/3': more numbers drawn (7) than the drum holds (3)"),
        (["new", "--game", "6/100"], "impossible game '6/100': at most 99 numbers in a drum"),
        (["save", "--game", "0/45", "1"], "impossible game '0/45': a drum draws at least 1 number"),
        (
            ["wheel", "1", "2", "--game", "5/69+2/1", "--guarantee", "1if1"],
            "impossible game '5/69+2/1': more numbers drawn (2) than the separate drum holds (1)"
        ),
    ])
    func anImpossibleSpecSaysWhy(arguments: [String], message: String) throws {
        try lotto.run(arguments).expectFailure(64, naming: message)
    }

    @Test func anImpossibleSpecInTheEnvironmentSaysWhereItCameFrom() throws {
        lotto.environment["LOTTO_GAME"] = "7/3"
        try lotto.run(["new"]).expectFailure(
            64, naming: "impossible game '7/3' in LOTTO_GAME: more numbers drawn (7) than the drum holds (3)")
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
