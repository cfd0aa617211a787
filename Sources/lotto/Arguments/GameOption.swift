import Lotto

/// `--game <game>`, shared by the commands that draw, keep or read tickets of a game: its spec
/// and the reading of its value, declared once.
enum GameOption {
    static let spec = CommandSpec.Option(
        name: "game", valueName: "game",
        help: "The game: \(gameIDs) (see 'lotto games'), or a spec like 6/45 or 5/69+1/26.",
        defaultValue: "kr645")

    /// The games' ids, separated by commas. Joined by hand: the standard library's generic
    /// `joined(separator:)` costs a scan of every protocol conformance in the binary on first
    /// use, a tenth of `lotto new`'s start-up.
    static var gameIDs: String {
        var text = ""
        for game in LottoGame.all {
            if !text.isEmpty { text += ", " }
            text += game.id.rawValue
        }
        return text
    }

    /// The game given, if one is.
    static func valueIfGiven(in arguments: ParsedArguments, command: String) throws(CommandLineError) -> LottoGame? {
        guard let text = arguments.values[spec.name] else { return nil }
        guard let game = LottoGame.named(text) else {
            throw .usage(
                "unknown game \(text.quoted): see 'lotto games', or give a spec like 6/45 or 5/69+1/26",
                command: command)
        }
        return game
    }
}
