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
            """,
        positionals: .one("<shell>", optional: false),
        arguments: [.init(label: "<shell>", help: "bash, zsh or fish.")])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let words = CompletionWords(commands: LottoCommand.allSpecs)
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first else {
            throw CommandLineError.usage("give one shell: bash, zsh or fish")
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
}
