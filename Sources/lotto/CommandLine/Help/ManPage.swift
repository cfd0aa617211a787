import Platform

/// The manual page, `lotto.1`, in roff: made from the same command specs as the help and the
/// completions (`make install` puts it in `share/man/man1`), dated by the release.
enum ManPage {
    /// Commands worth copying, each with what it does: the manual's EXAMPLES.
    static let examples: [(command: String, effect: String)] = [
        ("lotto new --count 5", "Draw five tickets of the default game (kr645, or $LOTTO_GAME)."),
        ("lotto new --game powerball && lotto save", "Draw a Powerball ticket and keep it for the next draw."),
        ("lotto draws import powerball.csv --game powerball", "Record real draws from a publisher's file."),
        ("lotto draws update", "Fetch what the recorded draws lack from each lottery's service."),
        ("lotto check", "Check each saved ticket against the draw it is for."),
        ("lotto list --format csv > tickets.csv", "Keep the saved tickets as CSV, for a spreadsheet or a script."),
        ("lotto backtest --game kr645 --last 52", "Price a year of tickets over the recorded draws."),
        ("lotto ui", "Draw, save and browse tickets in the full-screen app."),
    ]

    /// The page, its lines left-aligned (`.ad l`): a line holding a CSV header (a long word
    /// without a space) could not be stretched to both margins.
    static func render(root: CommandSpec, commands: [CommandSpec]) -> String {
        var page = """
            .TH LOTTO 1 "\(Release.date)" "lotto \(Release.version)" "User Commands"
            .ad l
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
        page += "with the exit codes below. \\fB--format json\\fR and \\fBcsv\\fR give stable forms for scripts.\n"
        page += ".SH COMMANDS\n"
        for command in commands {
            page += ".SS \"\(escape("lotto " + command.usage))\"\n"
            page += escape(command.abstract) + "\n"
            // A blank line of the discussion starts a paragraph, as in the help.
            for paragraph in command.discussion.split(atRun: "\n\n") {
                page += ".PP\n" + escape(paragraph) + "\n"
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
        page += "(\\fI.lock\\fR), any torn lines set aside (\\fI.torn\\fR), and the results \\fBlotto check --new\\fR "
        page += "has shown (\\fI.seen\\fR, beside its lock \\fI.seen.lock\\fR).\n"
        page += ".TP\n.I ~/.local/share/lotto/draws.jsonl\nThe recorded draws, JSON Lines, beside their lock "
        page += "(\\fI.lock\\fR).\n"
        page += ".TP\n.I ~/.local/state/lotto/last-draw\nThe last ticket drawn, for \\fBlotto save\\fR.\n"
        page += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases {
            page += ".TP\n.B \(code.rawValue)\n\(escape(code.meaning))\n"
        }
        page += ".SH EXAMPLES\n"
        for example in examples {
            page += ".TP\n.B \(escape(example.command))\n\(escape(example.effect))\n"
        }
        page += ".SH SEE ALSO\n"
        page +=
            "\\fBlotto help\\fR \\fIcommand\\fR for one command's help; the guides in the \\fIdocs\\fR folder of the "
        page += "source (commands, files and their guarantees, randomness, architecture); "
        page += "\\fBgetrandom\\fR(2), \\fBflock\\fR(2), \\fBcurl\\fR(1).\n"
        page += ".SH BUGS\n"
        page += "Report bugs at \\fI\(Release.bugReports)\\fR with the output of \\fBlotto --version\\fR, the command "
        page += "and what it printed. An exit status of 70 is always a bug.\n"
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
