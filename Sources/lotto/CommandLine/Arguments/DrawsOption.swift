import Lotto

/// `--draws <path>`, shared by the commands that read or record draws: its spec and the
/// reading of its value, declared once.
enum DrawsOption {
    static let spec = CommandSpec.Option(
        name: "draws", valueName: "path",
        help: "The draw history to use, instead of $LOTTO_DRAWS or ~/.local/share/lotto/draws.jsonl.")

    /// The history named, byte for byte, if one is.
    static func value(in arguments: ParsedArguments, command: String) throws(CommandLineError) -> FilePath? {
        try arguments.path(spec.name, command: command)
    }
}
