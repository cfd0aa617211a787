import Lotto

/// `--game <game>`, shared by the commands that draw, keep or read tickets of a game.
enum GameOption {
    static let spec = CommandSpec.Option(
        name: "game", valueName: "game",
        help: "The game: \(LottoGame.all.map(\.id.rawValue).joined(separator: ", ")) (see 'lotto games'), "
            + "or a spec like 6/45 or 5/69+1/26.",
        defaultValue: "kr645")
}
