/// What a command accepts, as data: the parser, the usage line, the help, the completions and
/// the man page are all made from it.
struct CommandSpec: Sendable {
    /// One option, e.g. `-n, --count <count>`, or a flag such as `--json`.
    struct Option: Sendable {
        /// The long name without dashes, e.g. `count`.
        let name: String
        /// The one-letter short name, if any, e.g. `n`.
        var shortName: Character? = nil
        /// The value's placeholder, e.g. `count`; `nil` for a flag.
        var valueName: String? = nil
        var help: String
        var defaultValue: String? = nil
        /// Whether the command refuses to run without it: the usage line shows it bare, and
        /// the parser refuses a command line that lacks it.
        var isRequired = false
        /// A value to show in a message, e.g. `3if4`: the parser's for a required option not
        /// given.
        var example: String? = nil
        /// Whether the option may be given more than once: most take the last value given, a
        /// list every one; one that may not (`save --qr`, whose second value would stand in
        /// for the first unseen) is refused by the parser when given again.
        var isRepeatable = true

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

    /// What a command takes besides its options: for the parser, which refuses anything else,
    /// and for the usage line.
    enum Positionals: Sendable, Equatable {
        /// Nothing: a word that is not an option is an error.
        case none
        /// A subcommand's name: the root command.
        case subcommand
        /// One word, e.g. `<shell>`, or `[<subcommand>]` when optional.
        case one(String, optional: Bool)
        /// One or more words, e.g. `<id> ...`.
        case many(String)
        /// A ticket's or a draw's numbers, or `-` for standard input: `(<numbers> ... | -)`, or
        /// `[<numbers> ... | -]` when optional.
        case numbersOrStandardInput(optional: Bool)
        /// Saved tickets' ids, or `-` for tickets on standard input, or nothing: `[<id> ... | -]`.
        case idsOrStandardInput
    }

    let name: String
    let abstract: String
    var discussion: String = ""
    var positionals = Positionals.none
    var arguments: [Argument] = []
    /// What to say when a command that takes words (``Positionals/many(_:)``) is given none: said
    /// before a missing option, since the words come first.
    var whenNoWords: String?
    /// What `-` reads from standard input (`tickets`), for a command that takes it.
    var standardInput: String?
    var options: [Option] = []
    /// Options the command had and no longer has, by long name, with where they went: an old
    /// script gets the way, not just "unknown option".
    var movedOptions: [String: String] = [:]
    /// Options often typed for others, by the long name typed, with what is meant (`draw` on
    /// `check`: `--round N or --date DATE`): suggested instead of the nearest by spelling, which
    /// may be another thing altogether (`--draws`, a path).
    var meantOptions: [String: String] = [:]

    /// The positional arguments as help lists them: ``arguments``, then `-` when the command
    /// reads standard input.
    var listedArguments: [Argument] {
        arguments + (standardInput.map { [Argument(label: "-", help: "Read \($0) from standard input.")] } ?? [])
    }

    /// The usage line, made from the positionals and the options: `new [--count <count>] ...`.
    /// The root command's is `lotto <subcommand>`: its options are its subcommands' business.
    var usage: String {
        let words: [String]
        switch positionals {
        case .none: words = []
        case .subcommand: return "\(name) <subcommand>"
        case .one(let label, let optional): words = [optional ? "[\(label)]" : label]
        case .many(let label): words = ["\(label) ..."]
        case .numbersOrStandardInput(let optional): words = [optional ? "[<numbers> ... | -]" : "(<numbers> ... | -)"]
        case .idsOrStandardInput: words = ["[<id> ... | -]"]
        }
        let optionWords = options.map { option in
            let word = "--\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "")
            return option.isRequired ? word : "[\(word)]"
        }
        return ([name] + words + optionWords).joined(separator: " ")
    }

    /// Whether the command takes numbers, so that `-5` is one of them (a bad one) rather than
    /// an unknown option.
    var takesNumbers: Bool {
        switch positionals {
        case .many, .numbersOrStandardInput, .idsOrStandardInput: true
        case .none, .subcommand, .one: false
        }
    }

    static let help = Option(name: "help", shortName: "h", help: "Show help information.")
    static let version = Option(name: "version", help: "Show the version.")
}
