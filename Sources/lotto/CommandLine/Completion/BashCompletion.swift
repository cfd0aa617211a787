/// The bash completion script (`lotto completion bash`), made from the command specs.
///
/// bash splits `--store=path` at the `=` (it is in `COMP_WORDBREAKS`), so the script puts the
/// option back together before it looks at it; file names are completed with `-o filenames`,
/// so that a folder gets its `/` and a name with spaces its quoting.
enum BashCompletion {
    static func script(_ words: CompletionWords) -> String {
        let topNames = words.topLevel.map(\.name).joined(separator: " ")
        var valueCases = ""
        for option in words.optionsWithChoices {
            let values = (words.choices(option) ?? []).joined(separator: " ")
            valueCases += "        --\(option.name)) COMPREPLY=($(compgen -W \"\(values)\" -- \"$cur\")); return ;;\n"
        }
        let pathOptions = words.pathOptions.map { "--\($0)" }.joined(separator: "|")
        var nested = ""
        var helpTopics = ""
        for parent in words.parents {
            let children = words.children(of: parent).map(\.word)
            let patterns = children.map { "\"\(parent.name) \($0)\"" }.joined(separator: "|")
            nested += "        \(patterns)) [[ $cword -gt 2 ]] && command=\"$command ${COMP_WORDS[2]}\" ;;\n"
            helpTopics += "                \(parent.name)) words=\"\(children.joined(separator: " "))\" ;;\n"
        }
        var cases = ""
        for command in words.commands {
            let list: String
            switch command.name {
            case "help":
                // `lotto help <TAB>`: the commands; `lotto help draws <TAB>`: the commands under it.
                cases += """
                            help)
                                local words=""
                                if [[ $cword -eq 2 ]]; then
                                    words="\(topNames) --help -h --man"
                                elif [[ $cword -eq 3 ]]; then
                                    case ${COMP_WORDS[2]} in
                    \(helpTopics)                esac
                                fi
                                COMPREPLY=($(compgen -W "$words" -- "$cur")) ;;

                    """
                continue
            case "completion": list = "bash zsh fish"
            default:
                list = (words.children(of: command).map(\.word) + words.options(command).flatMap(words.names))
                    .joined(separator: " ")
            }
            let files = words.takesFile(command) ? "; _lotto_files" : ""
            let options = "COMPREPLY=($(compgen -W \"\(list)\" -- \"$cur\"))\(files)"
            if words.takesIDs(command) {
                // An id unless an option is begun: `lotto delete <TAB>` offers the saved ids.
                cases +=
                    "        \"\(command.name)\") if [[ $cur == -* ]]; then \(options); else _lotto_ids\(words.idOptions(command)); fi ;;\n"
            } else {
                cases += "        \"\(command.name)\") \(options) ;;\n"
            }
        }
        return """
            # bash completion for lotto (lotto completion bash)
            _lotto_files() {
                compopt -o filenames 2>/dev/null
                local IFS=$'\\n'
                COMPREPLY+=($(compgen -f -- "$cur"))
            }
            # A word of the line as the shell reads it, in the plain cases: quoted whole, or with
            # backslashes; a leading ~/ is the home folder.
            _lotto_unquote() {
                local word=$1
                case $word in
                    \\'*\\' | \\"*\\") word=${word:1:${#word}-2} ;;
                    *) word=${word//\\\\/} ;;
                esac
                [[ $word == "~/"* ]] && word=$HOME/${word:2}
                printf '%s' "$word"
            }
            # The saved ids that begin with the word typed, from the store the line names with
            # --store (else LOTTO_STORE or the default), in order; nothing on any failure.
            _lotto_ids() {
                local i store=()
                for ((i = 2; i < ${#COMP_WORDS[@]} - 1; i++)); do
                    [[ ${COMP_WORDS[i]} == --store ]] || continue
                    local value=${COMP_WORDS[i+1]}
                    [[ $value == = ]] && value=${COMP_WORDS[i+2]}
                    [[ -n $value ]] && store=(--store "$(_lotto_unquote "$value")")
                done
                compopt -o nosort 2>/dev/null
                local IFS=$'\n'
                COMPREPLY=($(command lotto completion ids "${store[@]}" "$@" --prefix="$cur" 2>/dev/null))
            }
            _lotto() {
                local cword=$COMP_CWORD cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                # --option=value: bash made three words of it; the value is what follows the '='.
                if [[ $cur == = ]]; then
                    cur=""
                elif [[ $prev == = && $cword -ge 3 ]]; then
                    prev=${COMP_WORDS[cword-2]}
                fi
                if [[ $cword -eq 1 ]]; then
                    COMPREPLY=($(compgen -W "\(topNames) --help -h --version" -- "$cur"))
                    return
                fi
                case $prev in
            \(valueCases)        \(pathOptions)) COMPREPLY=(); _lotto_files; return ;;
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
}
