/// `--format` and its short form `--json`, shared by every command that prints tickets or
/// figures.
enum FormatOption {
    static let spec = CommandSpec.Option(
        name: "format", valueName: "format", help: "text, json or csv; JSON and CSV are stable.", defaultValue: "text")

    static func json(_ what: String) -> CommandSpec.Option {
        .init(name: "json", help: "Short for --format json: \(what)")
    }
}
