import Lotto

/// `--sum`, `--odd` and `--max-consecutive`: what `lotto new`'s tickets must look like,
/// declared together (``Option``) and read as one filter.
struct FilterOptions: Sendable {
    @Option var sum = FilterOptions.range(
        .init(
            name: "sum", valueName: "min-max",
            help: "Only tickets whose main numbers add up to a sum in this range, e.g. 100-175 (or one sum)."))
    @Option var odd = FilterOptions.range(
        .init(
            name: "odd", valueName: "n|min-max",
            help: "Only tickets with this many odd main numbers, e.g. 3 or 2-4."))
    @Option var maxConsecutive = OptionKey(
        positive: .init(
            name: "max-consecutive", valueName: "n",
            help: "Only tickets with no run of more than n consecutive numbers (1: none side by side)."),
        expected: "a whole number of at least 1")

    /// The filter the options given make; an empty one when none is given.
    func value(in arguments: ParsedArguments) throws(CommandLineError) -> TicketFilter {
        TicketFilter(sum: try arguments[sum], oddCount: try arguments[odd], longestRun: try arguments[maxConsecutive])
    }

    /// `N` or `MIN-MAX`, with MIN at most MAX.
    private static func range(_ spec: CommandSpec.Option) -> OptionKey<ClosedRange<Int>?> {
        OptionKey(spec, expected: "a whole number or a range like 2-4") { text in
            let ends = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard let low = WholeNumber.parse(ends[0]), let high = ends.count == 2 ? WholeNumber.parse(ends[1]) : low,
                low <= high
            else { return nil }
            return low...high
        }
    }
}
