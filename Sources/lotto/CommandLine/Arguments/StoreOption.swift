import Lotto

/// `--store <path>`, shared by the commands that read or write the store: its spec and the
/// reading of its value, declared once.
enum StoreOption {
    static let spec = CommandSpec.Option(
        name: "store", valueName: "path",
        help: "The store file to use, instead of $LOTTO_STORE or ~/.local/share/lotto/tickets.jsonl.")

    /// The store named, byte for byte, if one is.
    static func value(in arguments: ParsedArguments, command: String) throws(CommandLineError) -> FilePath? {
        try arguments.path(spec.name, command: command)
    }
}
