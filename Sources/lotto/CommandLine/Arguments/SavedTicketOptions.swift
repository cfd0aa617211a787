import Lotto
import Platform

/// The options every command that works on saved tickets shares, `--game`, `--store` and
/// `--format` (with `--json`): declared once by their keys (``GameOption``, ``PathOption``,
/// ``FormatOption``) and read once here, as swift-argument-parser's `@OptionGroup` does. A
/// command without one of them never sees it given.
struct SavedTicketOptions {
    /// The game given, if one was.
    let givenGame: LottoGame?
    /// The store named, byte for byte, if one was.
    let store: FilePath?
    let format: ListPrinter.Format

    /// The game: the one given, Korean 6/45 when none was.
    var game: LottoGame { givenGame ?? GameChoice.byDefault.game }

    /// - Parameter game: how the game is read: `--game`, else `LOTTO_GAME`, unless the
    ///   command says otherwise.
    init(_ arguments: ParsedArguments, game: OptionKey<LottoGame?> = GameOption.key) throws(CommandLineError) {
        givenGame = try arguments[game]
        store = try arguments[PathOption.store]
        format = try arguments[FormatOption.key]
    }
}
