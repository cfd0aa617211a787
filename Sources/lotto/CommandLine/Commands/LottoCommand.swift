import Platform

/// The `lotto` command itself: finds the subcommand, prints help and the version, and turns
/// every error into one line on standard error and its exit code.
enum LottoCommand {
    static let spec = CommandSpec(
        name: "lotto",
        abstract: "Draw, keep and check lottery tickets of the common lotto games, against their real draws.",
        positionals: .subcommand,
        options: [CommandSpec.version])

    static let helpSpec = CommandSpec(
        name: "help", abstract: "Show subcommand help information.",
        positionals: .one("<subcommand>", optional: true),
        options: helpOptions)

    /// `lotto help`'s options, each declared once: its spec lists them in this order.
    struct HelpDeclared {
        @Option var man = OptionKey(
            flag: .init(name: "man", help: "Print the manual page (lotto.1) instead, for man(1)."))
    }

    static let (help, helpOptions) = OptionCollector.collect(HelpDeclared.init)

    /// Every command but `help`, in the order help lists them.
    private static let subcommands: [any Subcommand.Type] = [
        NewCommand.self, WheelCommand.self, SaveCommand.self, ListCommand.self, CheckCommand.self, DeleteCommand.self,
        ClearCommand.self, ClaimCommand.self,
        DrawsCommand.self, DrawsImportCommand.self, DrawsAddCommand.self, DrawsDeleteCommand.self,
        DrawsUpdateCommand.self, DrawsStatsCommand.self, BacktestCommand.self,
        StatsCommand.self,
        GamesCommand.self, UICommand.self, CompletionCommand.self,
    ]

    /// Every command, `help` included, as help, completion and the manual list them.
    static var allSpecs: [CommandSpec] {
        subcommands.map { $0.spec } + [helpSpec]
    }

    /// The commands under the command named `parent` (`draws import` under `draws`).
    static func children(of parent: String) -> [CommandSpec] {
        subcommands.filter { $0.name.hasPrefix(parent + " ") }.map { $0.spec }
    }

    /// The command the first words name, and how many words name it: a command of a command
    /// (`draws import`) takes its parent's name and its own.
    private static func command(named words: [String]) -> (subcommand: any Subcommand.Type, wordCount: Int)? {
        if words.count >= 2, let nested = subcommands.first(where: { $0.name == "\(words[0]) \(words[1])" }) {
            return (nested, 2)
        }
        return subcommands.first { $0.name == words.first }.map { ($0, 1) }
    }

    /// Runs the command line (each argument's bytes) and returns the exit status: every error
    /// ends as one line on the context's standard error.
    static func main(arguments: [[UInt8]], context: Context) -> Int32 {
        do {
            try run(arguments.map { String(decoding: $0, as: UTF8.self) }, raw: arguments, context: context)
            return ExitCode.success.rawValue
        } catch {
            // A signal held by a change that never committed ends lotto as it would have.
            SystemCall.endIfSignalHeldBeforeCommit()
            context.output.flush()
            let report = ErrorReport(error)
            if !report.message.isEmpty { context.errors.print("lotto: error: \(report.message)") }
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
            context.output.append("\(Release.version)\n")
            return try context.output.finish()
        case "help":
            var topicWords = Array(arguments.dropFirst())
            // `lotto help draws import`: the two words name one command.
            if let (named, count) = command(named: topicWords), count == 2 {
                topicWords.replaceSubrange(0..<2, with: [named.name])
            }
            try running(helpSpec.name) { try printHelp(topicWords, formatter, context) }
        default:
            guard let (subcommand, wordCount) = command(named: arguments) else {
                let topLevel: [String] = subcommands.map { $0.name }.filter { !$0.contains(" ") } + [helpSpec.name]
                throw first.hasPrefix("-")
                    ? CommandLineError.usage(
                        "unknown option \(first.quoted)\(Suggestion.didYouMean(first, among: ["--help", "--version"]))",
                        help: .lotto)
                    : CommandLineError.usage(
                        "unknown command \(first.quoted)\(Suggestion.didYouMean(first, among: topLevel))",
                        help: .lotto)
            }
            try running(subcommand.name) {
                try run(subcommand, arguments: arguments, raw: raw, wordCount: wordCount, formatter, context)
            }
        }
    }

    /// Runs `body`, the work of the command named `command`: its bad command lines point to
    /// that command's help, named here once for every error.
    private static func running(_ command: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CommandLineError {
            throw error.raised(by: command)
        }
    }

    /// `lotto help [<subcommand>]`: `topicWords` name the command, or nothing for lotto's
    /// own help; `--man` prints the manual instead.
    private static func printHelp(
        _ topicWords: [String], _ formatter: @autoclosure () -> HelpFormatter, _ context: Context
    ) throws {
        let parsed = try ParsedArguments(topicWords, spec: helpSpec)
        if try parsed[help.man] {
            guard parsed.positionals.isEmpty else {
                throw CommandLineError.usage("--man prints the whole manual: give no command with it")
            }
            context.output.append(ManPage.render(root: spec, commands: allSpecs))
            return try context.output.finish()
        }
        if parsed.wantsHelp {
            context.output.append(formatter().render(helpSpec, commandPath: "lotto help"))
            return try context.output.finish()
        }
        guard let topic = parsed.positionals.first else {
            return try printRootHelp(formatter(), context)
        }
        guard let topicSpec = allSpecs.first(where: { $0.name == topic }) else {
            throw CommandLineError.usage(
                "unknown command \(topic.quoted)\(Suggestion.didYouMean(topic, among: allSpecs.map { $0.name }))",
                help: .lotto)
        }
        context.output.append(
            formatter().render(topicSpec, commandPath: "lotto \(topic)", subcommands: children(of: topicSpec.name)))
        try context.output.finish()
    }

    /// Runs `subcommand`, named by the first `wordCount` words of `arguments`, or prints its
    /// help.
    private static func run(
        _ subcommand: any Subcommand.Type, arguments: [String], raw: [[UInt8]], wordCount: Int,
        _ formatter: @autoclosure () -> HelpFormatter, _ context: Context
    ) throws {
        let spec = subcommand.spec
        let children = children(of: spec.name)
        if !children.isEmpty, let next = arguments.dropFirst().first, !next.hasPrefix("-") {
            let first = arguments[0]
            let names: [String] = children.map { String($0.name.dropFirst(first.count + 1)) }
            let message: String
            if let nearest = Suggestion.nearest(to: next, among: names) {
                message = "did you mean '\(first) \(nearest)'?"
            } else {
                message = "'lotto \(first)' has " + children.map { "'\($0.name)'" }.joined(separator: ", ")
            }
            throw CommandLineError.usage("unknown command \("\(first) \(next)".quoted): \(message)")
        }
        var parsed = try ParsedArguments(
            Array(arguments.dropFirst(wordCount)), raw: Array(raw.dropFirst(wordCount)), spec: spec)
        if spec.options.contains(where: { $0.name == GameOption.key.name }) {
            parsed.gameFromEnvironment = context.environment(GameOption.environmentVariable).flatMap {
                $0.isEmpty ? nil : $0
            }
        }
        // Read only when given: a command without --color (clear) never has it, the parser
        // refuses it there.
        if parsed.isGiven(ColorOption.key), let choice = try parsed[ColorOption.key] {
            context.output.isColored = ColorOption.colors(choice, environment: context.environment)
        }
        if parsed.wantsHelp {
            context.output.append(formatter().render(spec, commandPath: "lotto \(spec.name)", subcommands: children))
            return try context.output.finish()
        }
        try subcommand.run(parsed, context: context)
    }

    private static func printRootHelp(_ formatter: HelpFormatter, _ context: Context) throws {
        context.output.append(
            formatter.render(spec, commandPath: "lotto", subcommands: allSpecs))
        try context.output.finish()
    }
}
