/// `--format` and its short forms `--json` and `--csv`, shared by every command that prints
/// tickets or figures: the specs and the reading of their values, declared once.
enum FormatOption {
    static let spec = CommandSpec.Option(
        name: "format", valueName: "format", help: "text, json or csv; JSON and CSV are stable.", defaultValue: "text")

    static func json(_ what: String) -> CommandSpec.Option {
        .init(name: "json", help: "Short for --format json: \(what)")
    }

    /// `--csv`, with what the rows are when the columns are not the JSON keys.
    static func csv(_ what: String? = nil) -> CommandSpec.Option {
        .init(name: "csv", help: "Short for --format csv" + (what.map { ": \($0)" } ?? ", one column a JSON key."))
    }

    /// The output format: `--format`, or `--json` (`--csv`) for short; text when none is given.
    static func value(in arguments: ParsedArguments, command: String) throws(CommandLineError) -> ListPrinter.Format {
        let json = arguments.has("json")
        let csv = arguments.has("csv")
        if json && csv {
            throw .usage("--json and --csv disagree", command: command)
        }
        guard let text = arguments.values[spec.name] else { return json ? .json : csv ? .csv : .text }
        guard let format = ListPrinter.Format(rawValue: text) else {
            throw .invalidValue(text, option: spec.name, expected: "text, json or csv", command: command)
        }
        if (json && format != .json) || (csv && format != .csv) {
            throw .usage("--json and --format \(text) disagree", command: command)
        }
        return format
    }
}
