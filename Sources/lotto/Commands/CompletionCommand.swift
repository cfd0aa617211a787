import Lotto

/// `lotto completion`: prints a shell completion script, made from the same command specs as
/// the parser and the help, so that it lists every command, option and game.
enum CompletionCommand {
    static let spec = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script.",
        discussion: """
            Prints a script that completes lotto's commands, options, games and formats. \
            bash: add 'source <(lotto completion bash)' to ~/.bashrc. zsh: save it as _lotto in a \
            folder of $fpath. fish: save it as ~/.config/fish/completions/lotto.fish.
            """,
        positionals: .one("<shell>", optional: false),
        arguments: [.init(label: "<shell>", help: "bash, zsh or fish.")])

    /// The commands to complete, set by ``LottoCommand`` (which owns the list).
    static func run(_ arguments: ParsedArguments, context: Context, commands: [CommandSpec]) throws {
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first else {
            throw CommandLineError.usage("give one shell: bash, zsh or fish", command: spec.name)
        }
        let script: String
        switch shell {
        case "bash": script = bash(commands)
        case "zsh": script = zsh(commands)
        case "fish": script = fish(commands)
        default:
            throw CommandLineError.usage(
                "unknown shell \(shell.quoted): expected bash, zsh or fish", command: spec.name)
        }
        context.output.append(script)
        try context.output.finish()
    }

    private static let games = LottoGame.all.map(\.id.rawValue)
    private static let formats = ListPrinter.Format.allCases.map(\.rawValue)

    /// The values an option takes, when they are a fixed list.
    private static func choices(_ option: CommandSpec.Option) -> [String]? {
        switch option.name {
        case "game": games
        case "format": formats
        default: nil
        }
    }

    private static func names(_ option: CommandSpec.Option) -> [String] {
        ["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? [])
    }

    private static func options(_ command: CommandSpec) -> [CommandSpec.Option] {
        command.options + [CommandSpec.help]
    }

    static func bash(_ commands: [CommandSpec]) -> String {
        let commandNames = commands.map(\.name).joined(separator: " ")
        var cases = ""
        for command in commands {
            let words: String
            switch command.name {
            case "help": words = (commands.map(\.name) + options(command).flatMap(names)).joined(separator: " ")
            case "completion": words = "bash zsh fish"
            default: words = options(command).flatMap(names).joined(separator: " ")
            }
            cases += "        \(command.name)) COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")) ;;\n"
        }
        return """
            # bash completion for lotto (lotto completion bash)
            _lotto() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(commandNames) --help -h --version" -- "$cur"))
                    return
                fi
                case $prev in
                    --game) COMPREPLY=($(compgen -W "\(games.joined(separator: " "))" -- "$cur")); return ;;
                    --format) COMPREPLY=($(compgen -W "\(formats.joined(separator: " "))" -- "$cur")); return ;;
                    --store) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                esac
                case ${COMP_WORDS[1]} in
            \(cases)    esac
            }
            complete -F _lotto lotto

            """
    }

    static func zsh(_ commands: [CommandSpec]) -> String {
        func clean(_ text: String) -> String {
            String(text.filter { !"[]:'\\".contains($0) })
        }
        let described = commands.map { "'\($0.name):\(clean($0.abstract))'" }.joined(separator: " ")
        var cases = ""
        for command in commands {
            var specs: [String] = []
            switch command.name {
            case "help": specs = ["'1:command:(\(commands.map(\.name).joined(separator: " ")))'"]
            case "completion": specs = ["'1:shell:(bash zsh fish)'"]
            default: break
            }
            for option in options(command) {
                let value: String
                if let valueName = option.valueName {
                    let action =
                        choices(option).map { "(\($0.joined(separator: " ")))" }
                        ?? (option.name == "store" ? "_files" : " ")
                    value = ":\(valueName):\(action)"
                } else {
                    value = ""
                }
                for name in names(option) {
                    specs.append("'\(name)[\(clean(option.help))]\(value)'")
                }
            }
            cases += "    \(command.name)) _arguments \(specs.joined(separator: " ")) ;;\n"
        }
        return """
            #compdef lotto
            # zsh completion for lotto (lotto completion zsh)
            _lotto() {
              local -a commands
              commands=(\(described))
              if (( CURRENT == 2 )); then
                _describe 'command' commands
                return
              fi
              shift words
              (( CURRENT-- ))
              case $words[1] in
            \(cases)  esac
            }
            _lotto "$@"

            """
    }

    static func fish(_ commands: [CommandSpec]) -> String {
        func quoted(_ text: String) -> String {
            "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "\\'") + "'"
        }
        var lines = [
            "# fish completion for lotto (lotto completion fish)",
            "complete -c lotto -f",
            "complete -c lotto -n __fish_use_subcommand -l version -d 'Show the version.'",
        ]
        for command in commands {
            lines.append("complete -c lotto -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.abstract))")
            let when = "'__fish_seen_subcommand_from \(command.name)'"
            switch command.name {
            case "help":
                lines.append("complete -c lotto -n \(when) -a \(quoted(commands.map(\.name).joined(separator: " ")))")
            case "completion": lines.append("complete -c lotto -n \(when) -a 'bash zsh fish'")
            default: break
            }
            for option in options(command) {
                var line = "complete -c lotto -n \(when) -l \(option.name)"
                if let short = option.shortName { line += " -s \(short)" }
                if option.valueName != nil { line += option.name == "store" ? " -r -F" : " -x" }
                if let values = choices(option) { line += " -a \(quoted(values.joined(separator: " ")))" }
                lines.append(line + " -d \(quoted(option.help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
