import Lotto

/// `--from`, `--to` and `--last`: which recorded draws a command is about, shared by `draws`,
/// `backtest` and `stats --draws`.
enum DrawRangeOptions {
    static let from = bound(
        .init(
            name: "from", valueName: "round-or-date", help: "From this round, or this date (YYYY-MM-DD), on."))
    static let to = bound(
        .init(
            name: "to", valueName: "round-or-date", help: "Up to this round, or this date (YYYY-MM-DD)."))
    static let last = OptionKey(
        positive: .init(name: "last", valueName: "count", help: "Only the last this many draws."))

    /// Their specs, in the order help lists them.
    static var specs: [CommandSpec.Option] { [from.spec, to.spec, last.spec] }

    /// The draws of `game` (every game's for `nil`) the options select.
    static func selection(in arguments: ParsedArguments, game: GameID?) throws(CommandLineError) -> DrawSelection {
        let last = try arguments[last]
        return DrawSelection(game: game, from: try arguments[from], to: try arguments[to], last: last)
    }

    private static func bound(_ spec: CommandSpec.Option) -> OptionKey<DrawSelection.Bound?> {
        OptionKey(spec, expected: "a round (301) or a date (2008-09-06)") { DrawSelection.Bound($0) }
    }
}
