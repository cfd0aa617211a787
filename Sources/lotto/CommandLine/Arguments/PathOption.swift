import Lotto
import Platform

/// An option naming a file (`--store <path>`, `--draws <path>`), shared by the commands that
/// use the file: its spec and the reading of its value, declared once.
struct PathOption {
    let spec: CommandSpec.Option

    /// `--store`: the ticket store.
    static let store = PathOption(
        spec: .init(
            name: "store", valueName: "path",
            help: "The store file to use, instead of $LOTTO_STORE or ~/.local/share/lotto/tickets.jsonl."))

    /// `--draws`: the draw history.
    static let draws = PathOption(
        spec: .init(
            name: "draws", valueName: "path",
            help: "The draw history to use, instead of $LOTTO_DRAWS or ~/.local/share/lotto/draws.jsonl."))

    /// The file named, byte for byte, if one is.
    func value(in arguments: ParsedArguments, command: String) throws(CommandLineError) -> FilePath? {
        try arguments.path(spec.name, command: command)
    }
}
