/// The game a command was asked to use, and where that choice came from: given for this
/// command, a standing choice of the environment's, or lotto's default. A use case needs to
/// know which, to decide whether something with a game of its own may win over it (a Korean
/// ticket's QR code is kr645's, whatever the standing choice or the default says, but a game
/// given for the command that is another is a conflict).
public struct GameChoice: Hashable, Sendable {
    /// Where a game choice came from.
    public enum Source: Hashable, Sendable {
        /// Given for this one command (`--game`).
        case given
        /// A standing choice, set once for every command (`LOTTO_GAME`).
        case standing
        /// No one chose: lotto's default game.
        case byDefault
    }

    /// The game chosen.
    public let game: LottoGame
    /// Where the choice came from.
    public let source: Source

    public init(_ game: LottoGame, source: Source) {
        self.game = game
        self.source = source
    }

    /// lotto's default game, Korean Lotto 6/45, when no game was chosen.
    public static let byDefault = GameChoice(.korean645, source: .byDefault)
}
