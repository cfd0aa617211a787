import Lotto

/// `lotto completion`: prints a shell completion script, made from the same command specs as
/// the parser and the help, so that it lists every command, option and game.
enum CompletionCommand: Subcommand {
    static let name = "completion"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print a shell completion script.",
        discussion: """
            Prints a script that completes lotto's commands, options, games and formats. 'make \
            install' puts each where its shell looks under the prefix; by hand: bash, add 'source \
            <(lotto completion bash)' to ~/.bashrc; zsh, save it as \
            ~/.local/share/zsh/site-functions/_lotto and add 'fpath=(~/.local/share/zsh/site-functions \
            $fpath)' before compinit in ~/.zshrc; fish, save it as \
            ~/.config/fish/completions/lotto.fish.
            'lotto completion ids' is what the scripts run to complete a ticket's id (lotto \
            delete, claim, backtest): the ids of the store --store, LOTTO_STORE or the default \
            names, one a line, rising, read without waiting for the store's lock; any failure \
            (no store, a damaged one) prints nothing and exits 0, so that a Tab never prints an \
            error.
            """,
        positionals: .one("<shell>", optional: false),
        arguments: [.init(label: "<shell>", help: "bash, zsh or fish; or ids, the saved tickets' ids.")],
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order. Only
    /// `ids` takes them.
    struct Declared {
        @Option var prefix = OptionKey(
            text: .init(
                name: "prefix", valueName: "text",
                help: "With ids: only the ids that begin with this, as typed so far ('#' kept)."))
        @Option var described = OptionKey(
            flag: .init(name: "described", help: "With ids: each id, a tab, then its ticket's numbers and draw."))
        @Option var deleted = OptionKey(
            flag: .init(name: "deleted", help: "With ids: the deleted tickets' ids too, as 'lotto claim' takes them."))
        @Option var store = PathOption.store
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let words = CompletionWords(commands: LottoCommand.allSpecs)
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first else {
            throw CommandLineError.usage("give one shell: bash, zsh or fish")
        }
        if shell == "ids" { return listIDs(arguments, context: context) }
        guard !declaredOptions.contains(where: { arguments.isGiven($0) }) else {
            throw CommandLineError.usage("--prefix, --described, --deleted and --store go with 'lotto completion ids'")
        }
        let script: String
        switch shell {
        case "bash": script = BashCompletion.script(words)
        case "zsh": script = ZshCompletion.script(words)
        case "fish": script = FishCompletion.script(words)
        default:
            let advice = Suggestion.nearest(to: shell, among: ["bash", "zsh", "fish"]).map {
                "did you mean \($0.quoted)?"
            }
            throw CommandLineError.usage(
                "unknown shell \(shell.quoted): \(advice ?? "expected bash, zsh or fish")")
        }
        context.output.append(script)
        try context.output.finish()
    }

    /// `lotto completion ids`: the ids a shell completes, as the scripts ask at a Tab. Every
    /// failure, from a bad value to a damaged store, prints nothing and ends with 0: a Tab must
    /// not spill errors over the line being typed.
    private static func listIDs(_ arguments: ParsedArguments, context: Context) {
        do {
            let typed = try arguments[declared.prefix] ?? ""
            let withHash = typed.hasPrefix("#")
            let request = TicketIDRequest(
                beginning: withHash ? String(typed.dropFirst()) : typed, described: try arguments[declared.described],
                withDeleted: try arguments[declared.deleted])
            let app = try context.makeApp(storeOption: try arguments[declared.store], stores: NoStores.init)
            let view = TicketIDsView(app.dispatcher, withHash: withHash)
            try SavedTicketsActionCreator(context: app.actionContext).listIDs(request)
            context.output.append(view.text)
            try context.output.finish()
        } catch {
            // Nothing: see above.
        }
    }
}
