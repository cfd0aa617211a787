/// The `lotto` command itself: finds the subcommand, prints help and the version, and turns
/// every error into one line on standard error and its exit code.
enum LottoCommand {
    static let version = "0.1.0"

    static let spec = CommandSpec(
        name: "lotto",
        abstract: "Draw, keep and check lottery tickets of the common lotto games, against their real draws.",
        positionals: .subcommand,
        options: [CommandSpec.version])

    static let helpSpec = CommandSpec(
        name: "help", abstract: "Show subcommand help information.",
        positionals: .one("<subcommand>", optional: true),
        options: [.init(name: "man", help: "Print the manual page (lotto.1) instead, for man(1).")])

    /// A subcommand: its name, its spec and what runs it.
    ///
    /// The name stands apart from the spec so that a command is found without making every
    /// command's spec: fifteen specs, with their help text, are made only for help, completion
    /// and the manual.
    private struct Subcommand: Sendable {
        let name: String
        let makeSpec: @Sendable () -> CommandSpec
        let run: @Sendable (ParsedArguments, Context) throws -> Void

        var spec: CommandSpec {
            let spec = makeSpec()
            assert(spec.name == name, "the subcommand \(name) has the spec of \(spec.name)")
            return spec
        }
    }

    private static let subcommands: [Subcommand] = [
        Subcommand(name: "new", makeSpec: { NewCommand.spec }, run: NewCommand.run),
        Subcommand(name: "save", makeSpec: { SaveCommand.spec }, run: SaveCommand.run),
        Subcommand(name: "list", makeSpec: { ListCommand.spec }, run: ListCommand.run),
        Subcommand(name: "check", makeSpec: { CheckCommand.spec }, run: CheckCommand.run),
        Subcommand(name: "delete", makeSpec: { DeleteCommand.spec }, run: DeleteCommand.run),
        Subcommand(name: "clear", makeSpec: { ClearCommand.spec }, run: ClearCommand.run),
        Subcommand(name: "draws", makeSpec: { DrawsCommand.spec }, run: DrawsCommand.run),
        Subcommand(name: "draws import", makeSpec: { DrawsImportCommand.spec }, run: DrawsImportCommand.run),
        Subcommand(name: "draws add", makeSpec: { DrawsAddCommand.spec }, run: DrawsAddCommand.run),
        Subcommand(name: "backtest", makeSpec: { BacktestCommand.spec }, run: BacktestCommand.run),
        Subcommand(name: "stats", makeSpec: { StatsCommand.spec }, run: StatsCommand.run),
        Subcommand(name: "games", makeSpec: { GamesCommand.spec }, run: GamesCommand.run),
        Subcommand(name: "ui", makeSpec: { UICommand.spec }, run: UICommand.run),
        Subcommand(name: "completion", makeSpec: { CompletionCommand.spec }) { arguments, context in
            try CompletionCommand.run(arguments, context: context, commands: allSpecs)
        },
    ]

    /// Every command, `help` included, as help, completion and the manual list them.
    static var allSpecs: [CommandSpec] {
        subcommands.map(\.spec) + [helpSpec]
    }

    /// The commands under the command named `parent` (`draws import` under `draws`).
    static func children(of parent: String) -> [CommandSpec] {
        subcommands.filter { $0.name.hasPrefix(parent + " ") }.map(\.spec)
    }

    /// The command the first words name, and how many words name it: a command of a command
    /// (`draws import`) takes its parent's name and its own.
    private static func command(named words: [String]) -> (subcommand: Subcommand, wordCount: Int)? {
        if words.count >= 2, let nested = subcommands.first(where: { $0.name == "\(words[0]) \(words[1])" }) {
            return (nested, 2)
        }
        return subcommands.first { $0.name == words.first }.map { ($0, 1) }
    }

    /// Runs the command line (each argument's bytes) and returns the exit status.
    static func main(arguments: [[UInt8]], context: Context) -> Int32 {
        do {
            try run(arguments.map { String(decoding: $0, as: UTF8.self) }, raw: arguments, context: context)
            return ExitCode.success.rawValue
        } catch {
            context.output.flush()
            let report = ErrorReport(error)
            printError("lotto: error: \(report.message)")
            return report.exitCode.rawValue
        }
    }

    private static func run(_ arguments: [String], raw: [[UInt8]], context: Context) throws {
        // Only help needs the terminal's width: asked for there, not on every run.
        var formatter: HelpFormatter {
            HelpFormatter(width: HelpFormatter.terminalWidth(environment: context.environment))
        }
        guard let first = arguments.first else {
            return try printRootHelp(formatter, context)
        }
        switch first {
        case "-h", "--help":
            return try printRootHelp(formatter, context)
        case "--version":
            context.output.append("\(version)\n")
            return try context.output.finish()
        case "help":
            var topicWords = Array(arguments.dropFirst())
            // `lotto help draws import`: the two words name one command.
            if let (named, count) = command(named: topicWords), count == 2 {
                topicWords.replaceSubrange(0..<2, with: [named.name])
            }
            let parsed = try ParsedArguments(topicWords, spec: helpSpec)
            if parsed.has("man") {
                guard parsed.positionals.isEmpty else {
                    throw CommandLineError.usage(
                        "--man prints the whole manual: give no command with it", command: "help")
                }
                context.output.append(ManPage.render(root: spec, commands: allSpecs, version: version))
                return try context.output.finish()
            }
            if parsed.wantsHelp {
                context.output.append(formatter.render(helpSpec, commandPath: "lotto help"))
                return try context.output.finish()
            }
            guard let topic = parsed.positionals.first else {
                return try printRootHelp(formatter, context)
            }
            guard let topicSpec = allSpecs.first(where: { $0.name == topic }) else {
                throw CommandLineError.usage("unknown command \(topic.quoted)")
            }
            context.output.append(
                formatter.render(topicSpec, commandPath: "lotto \(topic)", subcommands: children(of: topicSpec.name)))
            return try context.output.finish()
        default:
            guard let (subcommand, wordCount) = command(named: arguments) else {
                throw first.hasPrefix("-")
                    ? CommandLineError.usage("unknown option \(first.quoted)")
                    : CommandLineError.usage("unknown command \(first.quoted)")
            }
            let spec = subcommand.spec
            let children = children(of: spec.name)
            if !children.isEmpty, let next = arguments.dropFirst().first, !next.hasPrefix("-") {
                throw CommandLineError.usage(
                    "unknown command \("\(first) \(next)".quoted): 'lotto \(first)' has "
                        + children.map { "'\($0.name)'" }.joined(separator: " and "), command: spec.name)
            }
            let parsed = try ParsedArguments(
                Array(arguments.dropFirst(wordCount)), raw: Array(raw.dropFirst(wordCount)), spec: spec)
            if parsed.wantsHelp {
                context.output.append(
                    formatter.render(spec, commandPath: "lotto \(spec.name)", subcommands: children))
                return try context.output.finish()
            }
            try subcommand.run(parsed, context)
        }
    }

    private static func printRootHelp(_ formatter: HelpFormatter, _ context: Context) throws {
        context.output.append(
            formatter.render(spec, commandPath: "lotto", subcommands: allSpecs))
        try context.output.finish()
    }
}
