import Lotto
import Platform

/// `--game <game>`, shared by the commands that draw, keep or read tickets of a game: its key,
/// declared once. Its value is the game given, else the one `LOTTO_GAME` names; `nil` when
/// neither is.
enum GameOption {
    static let key = key(
        help: "The game: \(gameIDs) (see 'lotto games'), or a spec like 6/45 or 5/69+1/26.",
        defaultValue: "$LOTTO_GAME, else kr645")

    /// `--game <game>` for a command where it means something narrower, said by `help`.
    static func key(help: String, defaultValue: String? = nil) -> OptionKey<LottoGame?> {
        let spec = CommandSpec.Option(name: name, valueName: name, help: help, defaultValue: defaultValue)
        return OptionKey(spec) { (arguments) throws(CommandLineError) in
            let chosen = try choice(in: arguments, of: spec)
            return chosen.source == .byDefault ? nil : chosen.game
        }
    }

    /// `key` read from the command line alone, `LOTTO_GAME` aside: for a command where the
    /// variable, a default game for drawing and saving, must not narrow what it reads (a check
    /// of every game's tickets). The spec, and so the help, is `key`'s.
    static func givenOnly(_ key: OptionKey<LottoGame?>) -> OptionKey<LottoGame?> {
        let spec = key.spec
        return OptionKey(spec) { (arguments) throws(CommandLineError) in
            guard let text = arguments.texts(of: spec).last else { return nil }
            return try game(named: text, in: "")
        }
    }

    private static let name = "game"

    /// The games' ids, separated by commas, in the order of ``LottoGame/all`` (a test holds
    /// them to it). Written out, not made from the table: `lotto new` makes this spec on every
    /// run, and making the table of every game, prize charts and all, was a tenth of its
    /// start-up.
    static let gameIDs =
        "kr645, powerball, megamillions, euromillions, eurojackpot, uk-lotto, loto6, loto7, lotto649, superenalotto"

    /// The variable that names the game when `--game` does not.
    static let environmentVariable = "LOTTO_GAME"

    /// The game chosen and where from, for a use case that decides with it (a QR code's own
    /// game wins over `LOTTO_GAME` and the default, not over `--game`): the one given with
    /// `--game`, else the one `LOTTO_GAME` names, else the default.
    ///
    /// - Parameter option: the command's `--game`, as it declares it: the help aside, any
    ///   command's is ``key``'s.
    static func choice(in arguments: ParsedArguments, of option: CommandSpec.Option = key.spec) throws(CommandLineError)
        -> GameChoice
    {
        if let text = arguments.texts(of: option).last {
            return GameChoice(try game(named: text, in: ""), source: .given)
        }
        if let text = arguments.gameFromEnvironment {
            return GameChoice(try game(named: text, in: " in \(environmentVariable)"), source: .standing)
        }
        return .byDefault
    }

    /// The game `text` names, or a usage error that says why it names none: the id nearest
    /// to an unknown one, or what makes a custom spec impossible (`7/3`: more numbers drawn
    /// than the drum holds).
    ///
    /// - Parameter source: where the text came from, for the message: `""` for `--game`.
    static func game(named text: String, in source: String) throws(CommandLineError) -> LottoGame {
        do {
            return try LottoGame(named: text)
        } catch .unknownID, .malformedSpec {
            let ids = gameIDs.split(atRun: ", ").map(String.init)
            // A beginning several games share names them all: `euro` is either European game.
            let begun = ids.filter { $0.count > text.count && $0.lowercased().hasPrefix(text.lowercased()) }
            let advice =
                Suggestion.nearest(to: text, among: ids).map { "did you mean \($0.quoted)?" }
                ?? (begun.count > 1 && !text.isEmpty
                    ? "\(text.quoted) could be " + begun.dropLast().map(\.quoted).joined(separator: ", ") + " or "
                        + begun[begun.count - 1].quoted
                    : "see 'lotto games', or give a spec like 6/45 or 5/69+1/26")
            throw .usage("unknown game \(text.quoted)\(source): \(advice)")
        } catch {
            throw .usage("impossible game \(text.quoted)\(source): \(error)")
        }
    }
}
