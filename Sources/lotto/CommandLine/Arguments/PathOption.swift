import Lotto
import Platform

/// The options naming a file (`--store <path>`, `--draws <path>`), shared by the commands that
/// use the file: their keys, declared once.
enum PathOption {
    /// `--store`: the ticket store.
    static let store = OptionKey(
        path: .init(
            name: "store", valueName: "path",
            help: "The store file to use, instead of $LOTTO_STORE or ~/.local/share/lotto/tickets.jsonl."))

    /// `--draws`: the draw history.
    static let draws = OptionKey(
        path: .init(
            name: "draws", valueName: "path",
            help: "The draw history to use, instead of $LOTTO_DRAWS or ~/.local/share/lotto/draws.jsonl."))
}
