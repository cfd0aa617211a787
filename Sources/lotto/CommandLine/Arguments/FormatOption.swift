/// `--format` and its short forms `--json` and `--csv`, shared by every command that prints
/// tickets or figures: the key that reads them as one format, declared once.
enum FormatOption {
    /// The output format: `--format`, or `--json` (`--csv`) for short; text when none is given.
    static let key = OptionKey<ListPrinter.Format>(
        CommandSpec.Option(
            name: "format", valueName: "format", help: "text, json or csv; JSON and CSV are stable.",
            defaultValue: "text"),
        read: value(in:))

    static func json(_ what: String) -> CommandSpec.Option {
        .init(name: "json", help: "Short for --format json: \(what)")
    }

    /// `--csv`, with what the rows are when the columns are not the JSON keys.
    static func csv(_ what: String? = nil) -> CommandSpec.Option {
        .init(name: "csv", help: "Short for --format csv" + (what.map { ": \($0)" } ?? ", one column a JSON key."))
    }

    /// `--csv` of tickets: `id,game,draw,round,numbers,extra,saved rows`, the columns named in
    /// their order, since it is not the JSON keys'; `more` adds what follows.
    static func csv(tickets kind: TicketRecord.Kind, _ more: String = "") -> CommandSpec.Option {
        // Joined by hand: every command that prints tickets builds this help to parse its
        // command line, and the standard library's `joined(separator:)` runs unspecialized,
        // its first call looking up conformances at run time (a scan of every conformance in
        // the binary), much of `lotto new`'s and `lotto list`'s start-up (BENCHMARKS.md,
        // "Start-up again").
        let columns = TicketRecord.csvHeader(kind)
        var names = columns.first ?? ""
        for column in columns.dropFirst() {
            names += "," + column
        }
        return csv(names + " rows" + more + ".")
    }

    private static func value(in arguments: ParsedArguments) throws(CommandLineError) -> ListPrinter.Format {
        let json = arguments.isGiven("json")
        let csv = arguments.isGiven("csv")
        if json && csv {
            throw .usage("--json and --csv disagree")
        }
        guard let text = arguments.texts(of: "format").last else { return json ? .json : csv ? .csv : .text }
        guard let format = ListPrinter.Format(rawValue: text) else {
            throw .invalidValue(text, option: "format", expected: "text, json or csv")
        }
        if (json && format != .json) || (csv && format != .csv) {
            throw .usage("--json and --format \(text) disagree")
        }
        return format
    }
}
