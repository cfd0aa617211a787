/// What a command accepts, as data: the parser, the help text and the README all follow it.
struct CommandSpec: Sendable {
    /// One option, e.g. `-n, --count <count>`, or a flag such as `--json`.
    struct Option: Sendable {
        /// The long name without dashes, e.g. `count`.
        let name: String
        /// The one-letter short name, if any, e.g. `n`.
        var shortName: Character? = nil
        /// The value's placeholder, e.g. `count`; `nil` for a flag.
        var valueName: String? = nil
        let help: String
        var defaultValue: String? = nil

        var label: String {
            let long = "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
            return shortName.map { "-\($0), \(long)" } ?? long
        }
    }

    /// One positional argument, for the help text.
    struct Argument: Sendable {
        let label: String
        let help: String
    }

    let name: String
    let abstract: String
    var discussion: String = ""
    /// The usage line after `lotto`, e.g. `new [--count <count>] [--seed <seed>] [--json]`.
    let usage: String
    var arguments: [Argument] = []
    var options: [Option] = []

    static let help = Option(name: "help", shortName: "h", help: "Show help information.")
    static let version = Option(name: "version", help: "Show the version.")
}
