import Lotto
import Platform

/// Lays out help in swift-argument-parser's format: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, then the DESCRIPTION in short paragraphs, descriptions in one column, wrapped
/// to the terminal's width. Usage comes third, as gh's and cargo's do: a long discussion
/// first would push it off the screen.
struct HelpFormatter {
    private static let labelColumn = 26
    /// The longest a paragraph of the description grows by joining sentences, about four lines
    /// at 80 columns; a longer sentence stands alone.
    private static let paragraphLength = 300
    private static let shortSentence = 80
    let width: Int

    /// The widest a line is laid out: past it, a width (`COLUMNS=99999999999`) would only cost
    /// memory, and no terminal is that wide.
    static let widestLine = 1000

    /// `COLUMNS`, else the terminal's width, else 80; at most ``widestLine``.
    static func terminalWidth(environment: (String) -> String?) -> Int {
        if let columns = environment("COLUMNS").flatMap({ WholeNumber.parse($0) }), columns > 0 {
            return min(columns, widestLine)
        }
        if let size = SystemCall.windowSize(SystemCall.standardOutput) {
            return min(size.columns, widestLine)
        }
        return 80
    }

    func render(
        _ spec: CommandSpec, commandPath: String, extraOptions: [CommandSpec.Option] = [],
        subcommands: [CommandSpec] = []
    ) -> String {
        var text = "OVERVIEW: \(spec.abstract)\n\n"
        // `lotto ` before the spec's own usage, which begins with its name (`draws import`).
        let path = commandPath.hasSuffix(spec.name) ? commandPath.dropLast(spec.name.count) : ""
        text += wrapUsage("USAGE: " + path + spec.usage) + "\n"
        if !spec.listedArguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in spec.listedArguments {
                text += row(label: argument.label, help: argument.help)
            }
        }
        text += "\nOPTIONS:\n"
        for option in spec.options + extraOptions + [CommandSpec.help] {
            let help = option.help + (option.defaultValue.map { " (default: \($0))" } ?? "")
            text += row(label: option.label, help: help)
        }
        if !subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n"
            // A command's own commands are shown by their last word (`import` in `draws`).
            let parent = commandPath.split(separator: " ").dropFirst().joined(separator: " ")
            for subcommand in subcommands {
                let label = parent.isEmpty ? subcommand.name : String(subcommand.name.dropFirst(parent.count + 1))
                text += row(label: label, help: subcommand.abstract)
            }
            let helpCommand = (["lotto", "help"] + (parent.isEmpty ? [] : [parent])).joined(separator: " ")
            text += "\n  See '\(helpCommand) <subcommand>' for detailed help.\n"
        }
        if !spec.discussion.isEmpty {
            text += "\nDESCRIPTION:\n"
            text += Self.paragraphs(of: spec.discussion).map { wrap($0, indent: 2) }.joined(separator: "\n\n") + "\n"
        }
        return text
    }

    /// The discussion's paragraphs: each blank-line-separated one of the text, cut between
    /// sentences into paragraphs of about ``paragraphLength`` characters where it is longer.
    static func paragraphs(of discussion: String) -> [String] {
        var paragraphs: [String] = []
        for given in discussion.split(atRun: "\n\n") {
            var paragraph = ""
            for sentence in sentences(
                of: given.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " "))
            {
                // A sentence of a line or less stays with its neighbour rather than alone.
                if paragraph.count > shortSentence && sentence.count > shortSentence
                    && paragraph.count + 1 + sentence.count > paragraphLength
                {
                    paragraphs.append(paragraph)
                    paragraph = ""
                }
                paragraph += (paragraph.isEmpty ? "" : " ") + sentence
            }
            if !paragraph.isEmpty { paragraphs.append(paragraph) }
        }
        return paragraphs
    }

    /// The sentences of `text`, each ending at a word that ends with a full stop (but `e.g.`).
    private static func sentences(of text: String) -> [String] {
        var sentences: [String] = []
        var sentence = ""
        for word in text.split(separator: " ") {
            sentence += (sentence.isEmpty ? "" : " ") + word
            if word.hasSuffix(".") && !["e.g.", "i.e.", "(e.g."].contains(word) {
                sentences.append(sentence)
                sentence = ""
            }
        }
        if !sentence.isEmpty { sentences.append(sentence) }
        return sentences
    }

    private func row(label: String, help: String) -> String {
        let start = "  \(label)"
        let description = wrap(help, indent: Self.labelColumn)
        let firstLine = description.drop { $0 == " " }
        if start.count + 2 <= Self.labelColumn {
            return start + String(repeating: " ", count: Self.labelColumn - start.count) + firstLine + "\n"
        }
        return start + "\n" + description + "\n"
    }

    /// Wraps a usage line to the width between its parts, never inside one (`[--count
    /// <count>]` stays whole), later lines indented by two.
    private func wrapUsage(_ usage: String) -> String {
        var parts: [String] = []
        var depth = 0
        for word in usage.split(separator: " ") {
            if depth > 0 {
                parts[parts.count - 1] += " " + word
            } else {
                parts.append(String(word))
            }
            depth += word.filter { $0 == "[" || $0 == "(" }.count - word.filter { $0 == "]" || $0 == ")" }.count
        }
        var lines = [""]
        for part in parts {
            let line = lines[lines.count - 1]
            if !line.dropping(prefix: " ").isEmpty && line.count + 1 + part.count > width {
                lines.append("  " + part)
            } else {
                lines[lines.count - 1] += (line.isEmpty ? "" : " ") + part
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Wraps `text` at word boundaries to the width, each line indented by `indent`.
    private func wrap(_ text: String, indent: Int) -> String {
        let available = max(20, width - indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > available {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let padding = String(repeating: " ", count: indent)
        return lines.map { padding + $0 }.joined(separator: "\n")
    }
}
