import Platform

/// The zsh completion script (`lotto completion zsh`, installed as `_lotto`), made from the
/// command specs.
///
/// Descriptions keep every character: each is single-quoted for the shell (an apostrophe
/// becomes `'\''`) and escaped for `_arguments` (`\`, `[`, `]` and `:`) or `_describe` (`:`).
enum ZshCompletion {
    static func script(_ words: CompletionWords) -> String {
        let described = describe(words.topLevel.map { ($0.name, $0.abstract) })
        var cases = ""
        for command in words.topLevel {
            let children = words.children(of: command)
            if command.name == "help" {
                cases += "    help) _lotto_help ;;\n"
                continue
            }
            guard !children.isEmpty else {
                cases += "    \(command.name)) \(arguments(command, words)) ;;\n"
                continue
            }
            let childCases = children.map { "          \($0.word)) \(arguments($0.spec, words)) ;;\n" }.joined()
            let pattern = children.map(\.word).joined(separator: "|")
            cases += """
                    \(command.name))
                      if (( CURRENT > 2 )) && [[ $words[2] == (\(pattern)) ]]; then
                        shift words
                        (( CURRENT-- ))
                        case $words[1] in
                \(childCases)        esac
                      else
                        local -a subcommands
                        subcommands=(\(describe(children.map { ($0.word, $0.spec.abstract) })))
                        _describe 'command' subcommands
                        \(arguments(command, words))
                      fi ;;

                """
        }
        var helpTopics = ""
        for parent in words.parents {
            helpTopics +=
                "      \(parent.name)) topics=(\(describe(words.children(of: parent).map { ($0.word, $0.spec.abstract) }))) ;;\n"
        }
        return """
            #compdef lotto
            # zsh completion for lotto (lotto completion zsh)
            _lotto_help() {
              local -a topics
              if (( CURRENT == 2 )); then
                topics=(\(described))
              elif (( CURRENT == 3 )); then
                case $words[2] in
            \(helpTopics)    esac
              fi
              (( $#topics )) && _describe 'command' topics
              _arguments \(arguments(LottoCommand.helpSpec.options + [CommandSpec.help]))
            }
            # The saved ids that begin with the word typed, each with its ticket, from the store
            # the line names with --store (else LOTTO_STORE or the default), in order; nothing on
            # any failure.
            _lotto_ids() {
              # $@: _arguments' options for compadd, and --deleted for claim.
              local -a store ids deleted
              local i
              (( ${@[(I)--deleted]} )) && deleted=(--deleted)
              for (( i = 2; i < $#words; i++ )); do
                case $words[i] in
                  --store) [[ -n $words[i+1] ]] && store=(--store "${(Q)words[i+1]}") ;;
                  --store=?*) store=(--store "${(Q)words[i]#--store=}") ;;
                esac
              done
              [[ $store[2] == '~/'* ]] && store[2]=$HOME/${store[2]#\\~/}
              ids=(${(f)"$(command lotto completion ids $store $deleted --described --prefix=$PREFIX 2>/dev/null)"})
              ids=(${ids/$'\\t'/:})
              _describe -V 'ticket id' ids
            }
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

    /// The specs of options that take no value, for `_arguments`.
    private static func arguments(_ flags: [CommandSpec.Option]) -> String {
        flags.flatMap { option in
            (["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? [])).map { name in
                quoted("\(name)[\(bracketed(option.help))]")
            }
        }.joined(separator: " ")
    }

    /// `_arguments` with a spec for each option (and the command's argument).
    private static func arguments(_ command: CommandSpec, _ words: CompletionWords) -> String {
        var specs: [String] = []
        switch command.name {
        case "completion": specs = ["'1:shell:(bash zsh fish)'"]
        case _ where words.takesFile(command): specs = ["'1:file:_files'"]
        case _ where words.takesIDs(command): specs = ["'*:ticket id:_lotto_ids\(words.idOptions(command))'"]
        default: break
        }
        for option in words.options(command) {
            var value = ""
            if let valueName = option.valueName {
                let action: String
                if option.name == GameOption.key.name {
                    action =
                        "((\(CompletionWords.games.map { "\($0.id)\\:\(quotedInParentheses($0.name))" }.joined(separator: " "))))"
                } else if let choices = words.choices(option) {
                    action = "(\(choices.joined(separator: " ")))"
                } else {
                    action = words.takesPath(option) ? "_files" : " "
                }
                value = ":\(escapeColons(valueName)):\(action)"
            }
            for name in words.names(option) {
                specs.append(quoted("\(name)[\(bracketed(option.help))]\(value)"))
            }
        }
        return "_arguments " + specs.joined(separator: " ")
    }

    /// `'name:description'` items for `_describe`, each quoted for the shell.
    private static func describe(_ items: [(name: String, description: String)]) -> String {
        items.map { quoted("\(escapeColons($0.name)):\($0.description)") }.joined(separator: " ")
    }

    /// Text inside `_arguments`' brackets: `\`, `[`, `]` and `:` escaped.
    private static func bracketed(_ text: String) -> String {
        backslashing("\\[]:", in: text)
    }

    /// A description in a `((value\:description))` list: spaces, parentheses, `\` and `:` escaped.
    private static func quotedInParentheses(_ text: String) -> String {
        backslashing(" ()\\:", in: text)
    }

    /// `text` with a backslash before each of `characters`.
    private static func backslashing(_ characters: String, in text: String) -> String {
        var escaped = ""
        for character in text {
            if characters.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func escapeColons(_ text: String) -> String {
        text.replacingEvery(":", with: "\\:")
    }

    /// Single-quoted for the shell.
    private static func quoted(_ text: String) -> String {
        "'" + quoteApostrophes(text) + "'"
    }

    /// An apostrophe inside single quotes: close, an escaped one, open again.
    private static func quoteApostrophes(_ text: String) -> String {
        text.replacingEvery("'", with: "'\\''")
    }
}
