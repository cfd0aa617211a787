/// The manual page, `lotto.1`, in roff: made from the same command specs as the help and the
/// completions (`lotto help --man > ~/.local/share/man/man1/lotto.1`).
enum ManPage {
    static func render(root: CommandSpec, commands: [CommandSpec], version: String) -> String {
        var page = """
            .TH LOTTO 1 "" "lotto \(version)" "User Commands"
            .SH NAME
            lotto \\- \(escape(root.abstract.prefix(1).lowercased() + root.abstract.dropFirst().dropLast()))
            .SH SYNOPSIS
            .B lotto
            .I subcommand
            [\\fIoptions\\fR]

            """
        page += ".SH DESCRIPTION\n"
        page +=
            "Draws tickets from a secure generator keyed by the kernel, keeps them in a file, lists them and checks "
        page += "them against a draw. Results go to standard output; errors go to standard error, one line each, "
        page += "with the exit codes below. \\fB\\-\\-format json\\fR and \\fBcsv\\fR give stable forms for scripts.\n"
        page += ".SH COMMANDS\n"
        for command in commands {
            page += ".SS \"\(escape("lotto " + command.usage))\"\n"
            page += escape(command.abstract) + "\n"
            if !command.discussion.isEmpty {
                page += ".PP\n" + escape(command.discussion) + "\n"
            }
            for argument in command.listedArguments {
                page += ".TP\n.I \(escape(argument.label))\n\(escape(argument.help))\n"
            }
            for option in command.options + [CommandSpec.help] {
                page += ".TP\n.B \(escape(option.label))\n"
                page += escape(option.help + (option.defaultValue.map { " (default: \($0))" } ?? "")) + "\n"
            }
        }
        page += ".SH ENVIRONMENT\n"
        for variable in EnvironmentVariable.all {
            page += ".TP\n.B \(escape(variable.name))\n\(escape(variable.effect))\n"
        }
        page += ".SH FILES\n"
        page += ".TP\n.I ~/.local/share/lotto/tickets.jsonl\nThe saved tickets, JSON Lines, beside their lock "
        page += "(\\fI.lock\\fR) and any torn lines set aside (\\fI.torn\\fR).\n"
        page += ".TP\n.I ~/.local/share/lotto/draws.jsonl\nThe recorded draws, JSON Lines, beside their lock "
        page += "(\\fI.lock\\fR).\n"
        page += ".TP\n.I ~/.local/state/lotto/last-draw\nThe last ticket drawn, for \\fBlotto save\\fR.\n"
        page += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases {
            page += ".TP\n.B \(code.rawValue)\n\(escape(code.meaning))\n"
        }
        return page
    }

    /// Text safe in roff: backslashes and hyphens escaped, and no line begins with a dot or a
    /// quote (a request).
    private static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        var atLineStart = true
        for character in text {
            if atLineStart && (character == "." || character == "'") { escaped += "\\&" }
            switch character {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            default: escaped.append(character)
            }
            atLineStart = character == "\n"
        }
        return escaped
    }
}
