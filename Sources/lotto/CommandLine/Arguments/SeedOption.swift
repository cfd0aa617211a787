import Lotto

/// `--seed <seed>`, shared by the commands that draw random tickets: its spec and the reading of
/// its value, declared once.
enum SeedOption {
    static let spec = CommandSpec.Option(
        name: "seed", valueName: "seed",
        help: "Draw reproducibly from this seed, a whole number from 0 to 18446744073709551615. "
            + "Seeded draws are predictable: never use them for real play.")

    /// The seed given, if one is.
    static func value(in arguments: ParsedArguments, command: String) throws(CommandLineError) -> UInt64? {
        guard let text = arguments.values[spec.name] else { return nil }
        guard let seed = WholeNumber.parse(text, as: UInt64.self) else {
            throw .usage(
                "invalid value \(text.quoted) for '--seed': expected a whole number from 0 to \(UInt64.max)",
                command: command)
        }
        return seed
    }
}
