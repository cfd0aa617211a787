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
        try arguments.value(spec.name, command: command, expected: "a whole number from 0 to \(UInt64.max)") {
            WholeNumber.parse($0, as: UInt64.self)
        }
    }
}
