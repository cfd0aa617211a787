import Lotto

/// `--from`, `--to` and `--last`: which recorded draws a command is about, shared by `draws`,
/// `backtest` and `draws stats`, declared together (``Option``) and read as one
/// selection.
struct DrawRangeOptions: Sendable {
    @Option var from = DrawRangeOptions.bound(
        .init(
            name: "from", valueName: "round-or-date", help: "From this round, or this date (YYYY-MM-DD), on."))
    @Option var to = DrawRangeOptions.bound(
        .init(
            name: "to", valueName: "round-or-date", help: "Up to this round, or this date (YYYY-MM-DD)."))
    @Option var last = OptionKey(
        positive: .init(name: "last", valueName: "count", help: "Only the last this many draws."))

    /// The draws of `game` (every game's for `nil`) the options select.
    func selection(in arguments: ParsedArguments, game: GameID?) throws(CommandLineError) -> DrawSelection {
        let last = try arguments[self.last]
        return DrawSelection(game: game, from: try arguments[from], to: try arguments[to], last: last)
    }

    private static func bound(_ spec: CommandSpec.Option) -> OptionKey<DrawSelection.Bound?> {
        OptionKey(spec, expected: "a round (301) or a date (2008-09-06)") { DrawSelection.Bound($0) }
    }
}
