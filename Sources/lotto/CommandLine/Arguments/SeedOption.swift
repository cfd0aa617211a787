import Lotto

/// `--seed <seed>`, shared by the commands that draw random tickets: its key, declared once.
enum SeedOption {
    static let key = key(
        help: "Draw reproducibly from this seed, a whole number from 0 to 18446744073709551615. "
            + "Seeded draws are predictable: never use them for real play.")

    /// `--seed <seed>` for a command where it seeds something else, said by `help`.
    static func key(help: String) -> OptionKey<UInt64?> {
        OptionKey(
            .init(name: "seed", valueName: "seed", help: help), expected: "a whole number from 0 to \(UInt64.max)"
        ) { WholeNumber.parse($0, as: UInt64.self) }
    }
}
