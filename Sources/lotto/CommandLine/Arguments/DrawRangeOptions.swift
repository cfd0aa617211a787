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
            guard let text = arguments.values[option.name] else { return nil }
            guard let bound = DrawSelection.Bound(text) else {
                throw .usage(
                    "invalid value \(text.quoted) for '--\(option.name)': expected a round (301) or a date (2008-09-06)",
                    command: command)
            }
            return bound
        }
        var last: Int?
        if let text = arguments.values[Self.last.name] {
            guard let count = WholeNumber.parse(text), count > 0 else {
                throw .usage(
                    "invalid value \(text.quoted) for '--last': expected a positive whole number", command: command)
            }
            last = count
        }
        return DrawSelection(game: game, from: try bound(from), to: try bound(to), last: last)
    }
}
