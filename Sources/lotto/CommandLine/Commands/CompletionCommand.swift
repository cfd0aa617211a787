import Lotto

/// `lotto completion`: prints a shell completion script, made from the same command specs as
/// the parser and the help, so that it lists every command, option and game.
enum CompletionCommand: Subcommand {
    static let name = "completion"

    static let spec = CommandSpec(
        name: name,
        abstract: "Print a shell completion script.",
        discussion: """
            Prints a script that completes lotto's commands, options, games and formats. \
            bash: add 'source <(lotto completion bash)' to ~/.bashrc. zsh: save it as _lotto in a \
            folder of $fpath. fish: save it as ~/.config/fish/completions/lotto.fish.
            """,
        positionals: .one("<shell>", optional: false),
        arguments: [.init(label: "<shell>", help: "bash, zsh or fish.")])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let commands = LottoCommand.allSpecs
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

    /// Whether the option's value is a path, completed with file names.
    private static func takesPath(_ option: CommandSpec.Option) -> Bool {
        option.valueName == "path"
    }

    /// The commands typed as one word (`draws`), not under another.
    private static func topLevel(_ commands: [CommandSpec]) -> [CommandSpec] {
        commands.filter { !$0.name.contains(" ") }
    }

    /// The last words of the commands under `parent` (`import`, `add` under `draws`).
    private static func childNames(of parent: CommandSpec, in commands: [CommandSpec]) -> [String] {
        commands.compactMap { command in
            command.name.hasPrefix(parent.name + " ") ? String(command.name.dropFirst(parent.name.count + 1)) : nil
        }
    }

    /// Whether the command takes a file as its argument (`draws import <file>`).
    private static func takesFile(_ command: CommandSpec) -> Bool {
        command.arguments.contains { $0.label == "<file>" }
    }

    static func bash(_ commands: [CommandSpec]) -> String {
        let commandNames = topLevel(commands).map(\.name).joined(separator: " ")
        var nested = ""
        var cases = ""
        for command in commands {
            let children = childNames(of: command, in: commands)
            if !children.isEmpty {
                let patterns = children.map { "\"\(command.name) \($0)\"" }.joined(separator: "|")
                nested += "        \(patterns)) [[ $COMP_CWORD -gt 2 ]] && command=\"$command ${COMP_WORDS[2]}\" ;;\n"
            }
            let words: String
            switch command.name {
            case "help":
                words = (topLevel(commands).map(\.name) + options(command).flatMap(names)).joined(separator: " ")
            case "completion": words = "bash zsh fish"
            default: words = (children + options(command).flatMap(names)).joined(separator: " ")
            }
            let files = takesFile(command) ? " $(compgen -f -- \"$cur\")" : ""
            cases += "        \"\(command.name)\") COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")\(files)) ;;\n"
        }
        let pathOptions = Set(commands.flatMap(\.options).filter(takesPath).map { "--\($0.name)" }).sorted()
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
                    \(pathOptions.joined(separator: "|"))) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                esac
                local command=${COMP_WORDS[1]}
                case "$command ${COMP_WORDS[2]}" in
            \(nested)    esac
                case $command in
            \(cases)    esac
            }
            complete -F _lotto lotto

            """
    }

    static func zsh(_ commands: [CommandSpec]) -> String {
        func clean(_ text: String) -> String {
            String(text.filter { !"[]:'\\".contains($0) })
        }
        func arguments(_ command: CommandSpec) -> String {
            var specs: [String] = []
            let children = childNames(of: command, in: commands)
            switch command.name {
            case "help": specs = ["'1:command:(\(topLevel(commands).map(\.name).joined(separator: " ")))'"]
            case "completion": specs = ["'1:shell:(bash zsh fish)'"]
            case _ where !children.isEmpty: specs = ["'1:command:(\(children.joined(separator: " ")))'"]
            case _ where takesFile(command): specs = ["'1:file:_files'"]
            default: break
            }
            for option in options(command) {
                let value: String
                if let valueName = option.valueName {
                    let action =
                        choices(option).map { "(\($0.joined(separator: " ")))" }
                        ?? (takesPath(option) ? "_files" : " ")
                    value = ":\(valueName):\(action)"
                } else {
                    value = ""
                }
                for name in names(option) {
                    specs.append("'\(name)[\(clean(option.help))]\(value)'")
                }
            }
            return "_arguments \(specs.joined(separator: " "))"
        }
        let described = topLevel(commands).map { "'\($0.name):\(clean($0.abstract))'" }.joined(separator: " ")
        var cases = ""
        for command in topLevel(commands) {
            let children = commands.filter { $0.name.hasPrefix(command.name + " ") }
            guard !children.isEmpty else {
                cases += "    \(command.name)) \(arguments(command)) ;;\n"
                continue
            }
            let childCases = children.map { child in
                "          \(child.name.dropFirst(command.name.count + 1))) \(arguments(child)) ;;\n"
            }.joined()
            let pattern = childNames(of: command, in: commands).joined(separator: "|")
            cases += """
                    \(command.name))
                      if (( CURRENT > 2 )) && [[ $words[2] == (\(pattern)) ]]; then
                        shift words
                        (( CURRENT-- ))
                        case $words[1] in
                \(childCases)        esac
                      else
                        \(arguments(command))
                      fi ;;

                """
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
            let words = command.name.split(separator: " ")
            let when: String
            if words.count == 1 {
                lines.append(
                    "complete -c lotto -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.abstract))")
                let children = childNames(of: command, in: commands)
                if children.isEmpty {
                    when = "'__fish_seen_subcommand_from \(command.name)'"
                } else {
                    let notChild = "not __fish_seen_subcommand_from \(children.joined(separator: " "))"
                    when = "'__fish_seen_subcommand_from \(command.name); and \(notChild)'"
                    for child in commands where child.name.hasPrefix(command.name + " ") {
                        lines.append(
                            "complete -c lotto -n \(when) -a \(child.name.dropFirst(command.name.count + 1)) "
                                + "-d \(quoted(child.abstract))")
                    }
                }
            } else {
                when = "'__fish_seen_subcommand_from \(words[0]); and __fish_seen_subcommand_from \(words[1])'"
                if takesFile(command) { lines.append("complete -c lotto -n \(when) -F") }
            }
            switch command.name {
            case "help":
                lines.append(
                    "complete -c lotto -n \(when) -a \(quoted(topLevel(commands).map(\.name).joined(separator: " ")))")
            case "completion": lines.append("complete -c lotto -n \(when) -a 'bash zsh fish'")
            default: break
            }
            for option in options(command) {
                var line = "complete -c lotto -n \(when) -l \(option.name)"
                if let short = option.shortName { line += " -s \(short)" }
                if option.valueName != nil { line += takesPath(option) ? " -r -F" : " -x" }
                if let values = choices(option) { line += " -a \(quoted(values.joined(separator: " ")))" }
                lines.append(line + " -d \(quoted(option.help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
