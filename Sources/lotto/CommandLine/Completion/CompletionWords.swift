import Lotto

/// What the completion scripts complete, read from the command specs: the commands, the
/// commands under a command, each command's options, and the values an option takes.
struct CompletionWords {
    let commands: [CommandSpec]

    /// The games, each with its full name, as `--game` offers them.
    static let games = LottoGame.all.map { (id: $0.id.rawValue, name: $0.name) }

    /// The commands typed as one word (`draws`), not under another.
    var topLevel: [CommandSpec] {
        commands.filter { !$0.name.contains(" ") }
    }

    /// The commands under `parent` (`draws import` under `draws`), each with its last word.
    func children(of parent: CommandSpec) -> [(word: String, spec: CommandSpec)] {
        commands.compactMap { command in
            command.name.hasPrefix(parent.name + " ")
                ? (String(command.name.dropFirst(parent.name.count + 1)), command) : nil
        }
    }

    /// The options a command takes, `--help` included.
    func options(_ command: CommandSpec) -> [CommandSpec.Option] {
        command.options + [CommandSpec.help]
    }

    /// `--name` and, if it has one, `-n`.
    func names(_ option: CommandSpec.Option) -> [String] {
        ["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? [])
    }

    /// The values an option takes, when they are a fixed list.
    func choices(_ option: CommandSpec.Option) -> [String]? {
        switch option.name {
        case GameOption.key.name: Self.games.map(\.id)
        case FormatOption.key.name: ListPrinter.Format.allCases.map(\.rawValue)
        case ColorOption.key.name: ColorOption.Choice.allCases.map(\.rawValue)
        case CheckSummaryOptions.by.name: CheckPeriod.Length.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// Every option that takes one of a fixed list of values, once each.
    var optionsWithChoices: [CommandSpec.Option] {
        var seen: Set<String> = []
        return commands.flatMap(\.options).filter { choices($0) != nil && seen.insert($0.name).inserted }
    }

    /// Whether the option's value is a path, completed with file names.
    func takesPath(_ option: CommandSpec.Option) -> Bool {
        option.valueName == "path"
    }

    /// Every option whose value is a path, by long name.
    var pathOptions: [String] {
        Set(commands.flatMap(\.options).filter(takesPath).map(\.name)).sorted()
    }

    /// Whether the command takes a file as its argument (`draws import <file>`).
    func takesFile(_ command: CommandSpec) -> Bool {
        command.arguments.contains { $0.label == "<file>" }
    }

    /// Whether the command takes tickets' ids (`delete <id> ...`), which the scripts complete
    /// from the store (`lotto completion ids`).
    func takesIDs(_ command: CommandSpec) -> Bool {
        command.arguments.contains { $0.label == "<id>" }
    }

    /// The options of `lotto completion ids` the scripts pass for the command: `--deleted` for
    /// one that takes a deleted ticket's id too (`claim`).
    func idOptions(_ command: CommandSpec) -> String {
        command.name == ClaimCommand.name ? " --deleted" : ""
    }

    /// The commands that have commands under them (`draws`).
    var parents: [CommandSpec] {
        topLevel.filter { !children(of: $0).isEmpty }
    }
}
