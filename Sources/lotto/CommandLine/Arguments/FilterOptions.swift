import Lotto

/// `--sum`, `--odd` and `--max-consecutive`: what `lotto new`'s tickets must look like, their
/// specs and the reading of their values, declared once.
enum FilterOptions {
    static let specs: [CommandSpec.Option] = [
        .init(
            name: "sum", valueName: "min-max",
            help: "Only tickets whose main numbers add up to a sum in this range, e.g. 100-175 (or one sum)."),
        .init(
            name: "odd", valueName: "n|min-max",
            help: "Only tickets with this many odd main numbers, e.g. 3 or 2-4."),
        .init(
            name: "max-consecutive", valueName: "n",
            help: "Only tickets with no run of more than n consecutive numbers (1: none side by side)."),
    ]

    /// The filter the options given make; an empty one when none is given.
    static func value(in arguments: ParsedArguments, command: String) throws(CommandLineError) -> TicketFilter {
        let sum = try range("sum", in: arguments, command: command)
        let odd = try range("odd", in: arguments, command: command)
        let longestRun = try arguments.value(
            "max-consecutive", command: command, expected: "a whole number of at least 1"
        ) { WholeNumber.parse($0).flatMap { $0 >= 1 ? $0 : nil } }
        return TicketFilter(sum: sum, oddCount: odd, longestRun: longestRun)
    }

    /// `N` or `MIN-MAX`, with MIN at most MAX.
    private static func range(
        _ option: String, in arguments: ParsedArguments, command: String
    ) throws(CommandLineError) -> ClosedRange<Int>? {
        try arguments.value(option, command: command, expected: "a whole number or a range like 2-4") { text in
            let ends = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard let low = WholeNumber.parse(ends[0]), let high = ends.count == 2 ? WholeNumber.parse(ends[1]) : low,
                low <= high
            else { return nil }
            return low...high
        }
    }
}
