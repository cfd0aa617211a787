import Lotto

/// `--from`, `--to` and `--last`: which recorded draws a command is about, shared by `draws`,
/// `backtest` and `stats --draws`.
enum DrawRangeOptions {
    static let from = CommandSpec.Option(
        name: "from", valueName: "round-or-date", help: "From this round, or this date (YYYY-MM-DD), on.")
    static let to = CommandSpec.Option(
        name: "to", valueName: "round-or-date", help: "Up to this round, or this date (YYYY-MM-DD).")
    static let last = CommandSpec.Option(name: "last", valueName: "count", help: "Only the last this many draws.")

    /// The draws of `game` (every game's for `nil`) the options select.
    static func selection(
        in arguments: ParsedArguments, game: GameID?, command: String
    ) throws(CommandLineError) -> DrawSelection {
        func bound(_ option: CommandSpec.Option) throws(CommandLineError) -> DrawSelection.Bound? {
            try arguments.value(
                option.name, command: command, expected: "a round (301) or a date (2008-09-06)",
                DrawSelection.Bound.init)
        }
        let last = try arguments.value(Self.last.name, command: command, expected: "a positive whole number") {
            WholeNumber.parse($0).flatMap { $0 > 0 ? $0 : nil }
        }
        return DrawSelection(game: game, from: try bound(from), to: try bound(to), last: last)
    }
}
