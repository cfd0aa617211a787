/// `--format` and its short forms `--json` and `--csv`, then `--color`: the options of every
/// command that prints tickets or figures, declared together in each (``Option``),
/// which says what its JSON and CSV hold. The format reads as one value through ``key``.
struct FormatOption: Sendable {
    @Option var format: OptionKey<ListPrinter.Format>
    @Option var json: OptionKey<Bool>
    @Option var csv: OptionKey<Bool>
    @Option var color: OptionKey<ColorOption.Choice?>

    /// The output format: `--format`, or `--json` (`--csv`) for short; text when none is given.
    static let key = OptionKey<ListPrinter.Format>(formatSpec, read: value(in:))

    private static let formatSpec = CommandSpec.Option(
        name: "format", valueName: "format", help: "text, json or csv; JSON and CSV are stable.", defaultValue: "text")

    /// `--json`, as ``key`` reads it; each command says what it prints.
    private static let jsonKey = OptionKey(flag: .init(name: "json", help: "Short for --format json"))
    /// `--csv`, as ``key`` reads it; each command says what its rows are, when they are not
    /// one column a JSON key.
    private static let csvKey = OptionKey(
        flag: .init(name: "csv", help: "Short for --format csv, one column a JSON key."))

    /// The options declared in this order: `--format`, `--json` printing `json`, `--csv`
    /// printing `csv` rows (one column a JSON key when `nil`), `--color`.
    init(json: String, csv: String? = nil) {
        _format = Option(wrappedValue: Self.key)
        _json = Option(wrappedValue: Self.jsonKey.helping("Short for --format json: \(json)"))
        _csv = Option(wrappedValue: csv.map { Self.csvKey.helping("Short for --format csv: \($0)") } ?? Self.csvKey)
        _color = Option(wrappedValue: ColorOption.key)
    }

    /// `--csv`'s rows of tickets: `id,game,draw,round,numbers,extra,saved rows`, the columns
    /// named in their order, since it is not the JSON keys'; `more` adds what follows.
    static func rows(of kind: TicketRecord.Kind, _ more: String = "") -> String {
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
        return names + " rows" + more + "."
    }

    private static func value(in arguments: ParsedArguments) throws(CommandLineError) -> ListPrinter.Format {
        let json = arguments.isGiven(jsonKey)
        let csv = arguments.isGiven(csvKey)
        if json && csv {
            throw .usage("--json and --csv disagree")
        }
        guard let text = arguments.texts(of: formatSpec).last else { return json ? .json : csv ? .csv : .text }
        guard let format = ListPrinter.Format(rawValue: text) else {
            throw .invalidValue(text, option: formatSpec.name, expected: "text, json or csv")
        }
        if (json && format != .json) || (csv && format != .csv) {
            throw .usage("--json and --format \(text) disagree")
        }
        return format
    }
}
