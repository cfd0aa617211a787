import Platform

/// The fish completion script (`lotto completion fish`), made from the command specs.
///
/// `--game` completes from a function that prints each game with its own name (fish shows
/// what follows a tab as the description), not the option's help for every game.
enum FishCompletion {
    static func script(_ words: CompletionWords) -> String {
        let games = CompletionWords.games.map { "    printf '%s\\t%s\\n' \($0.id) \(quoted($0.name))" }
        var lines = [
            "# fish completion for lotto (lotto completion fish)",
            "function __lotto_games",
        ]
        lines += games
        lines += [
            "end",
            "# The saved ids that begin with the word typed, each with its ticket, from the store the",
            "# line names with --store (else LOTTO_STORE or the default), in order; nothing on any failure.",
            "function __lotto_ids",
            "    set -l tokens (commandline -op)",
            "    set -l store",
            "    for i in (seq 2 (count $tokens))",
            "        switch $tokens[$i]",
            "            case --store",
            "                set -q tokens[(math $i + 1)]; and set store --store $tokens[(math $i + 1)]",
            "            case '--store=?*'",
            "                set store --store (string replace -- --store= '' $tokens[$i])",
            "        end",
            "    end",
            "    set -q store[2]; and set store[2] (string replace -r -- '^~/' \"$HOME/\" $store[2])",
            "    command lotto completion ids $store $argv --described --prefix=(commandline -ct) 2>/dev/null",
            "end",
            "complete -c lotto -f",
            "complete -c lotto -n __fish_use_subcommand -l version -d 'Show the version.'",
        ]
        for command in words.commands {
            let names = command.name.split(separator: " ")
            let when: String
            if names.count == 1 {
                lines.append(
                    "complete -c lotto -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.abstract))")
                let children = words.children(of: command)
                if children.isEmpty {
                    when = "'__fish_seen_subcommand_from \(command.name)'"
                } else {
                    let notChild = "not __fish_seen_subcommand_from \(children.map(\.word).joined(separator: " "))"
                    when = "'__fish_seen_subcommand_from \(command.name); and \(notChild)'"
                    for child in children {
                        lines.append("complete -c lotto -n \(when) -a \(child.word) -d \(quoted(child.spec.abstract))")
                    }
                }
            } else {
                when = "'__fish_seen_subcommand_from \(names[0]); and __fish_seen_subcommand_from \(names[1])'"
                if words.takesFile(command) { lines.append("complete -c lotto -n \(when) -F") }
            }
            switch command.name {
            case "help":
                // `lotto help <TAB>`: the commands; `lotto help draws <TAB>`: the commands under it.
                let topics = words.topLevel.map(\.name).filter { $0 != "help" }.joined(separator: " ")
                let noTopic = "'__fish_seen_subcommand_from help; and not __fish_seen_subcommand_from \(topics)'"
                for topic in words.topLevel {
                    lines.append("complete -c lotto -n \(noTopic) -a \(topic.name) -d \(quoted(topic.abstract))")
                }
                for parent in words.parents {
                    let afterParent =
                        "'__fish_seen_subcommand_from help; and __fish_seen_subcommand_from \(parent.name)'"
                    for child in words.children(of: parent) {
                        lines.append(
                            "complete -c lotto -n \(afterParent) -a \(child.word) -d \(quoted(child.spec.abstract))")
                    }
                }
            case "completion": lines.append("complete -c lotto -n \(when) -a 'bash zsh fish'")
            case _ where words.takesIDs(command):
                lines.append("complete -c lotto -n \(when) -k -a '(__lotto_ids\(words.idOptions(command)))'")
            default: break
            }
            for option in words.options(command) {
                var line = "complete -c lotto -n \(when) -l \(option.name)"
                if let short = option.shortName { line += " -s \(short)" }
                if option.valueName != nil { line += words.takesPath(option) ? " -r -F" : " -x" }
                if option.name == GameOption.key.name {
                    line += " -a '(__lotto_games)'"
                } else if let values = words.choices(option) {
                    line += " -a \(quoted(values.joined(separator: " ")))"
                }
                lines.append(line + " -d \(quoted(option.help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Single-quoted for fish: `\` and `'` escaped.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingEvery("\\", with: "\\\\").replacingEvery("'", with: "\\'") + "'"
    }
}
