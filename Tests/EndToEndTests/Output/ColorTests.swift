import Foundation
import TestSupport
import Testing

/// Coloured balls on a terminal; plain output, byte for byte, everywhere else.
@Suite(.enabled(if: RequiredTool.runs(needing: "/usr/bin/script"), "needs script(1) for a terminal"))
struct ColorTests {
    private let lotto = LottoExecutable()

    /// Runs `lotto` on a pseudo-terminal made by script(1); its output, without script's `\r`.
    private func onTerminal(_ arguments: [String], environment extra: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = (["\"$LOTTO\""] + arguments).joined(separator: " ")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = lotto.environment.merging(["LOTTO": LottoExecutable.binary.path, "TERM": "xterm"]) { $1 }
            .merging(extra) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    @Test func numbersAreBallsInKoreasColoursOnATerminal() throws {
        let text = try onTerminal(["save", "1", "10", "11", "21", "31", "41"], environment: [:])
        for (number, color) in [(1, 220), (10, 220), (11, 33), (21, 196), (31, 245), (41, 40)] {
            #expect(text.contains("\u{1B}[1;38;5;\(color)m\(number)\u{1B}[0m"), "\(number) in \(color)")
        }
        let powerball = try onTerminal(["new", "--game", "powerball"], environment: [:])
        #expect(powerball.contains(" + \u{1B}[1;38;5;201m"), "the separate drum has its own colour")
    }

    @Test func noColourWithNoColorDumbTerminalsOrPipes() throws {
        let plain = try lotto.run(["new", "--seed", "42", "-n", "3"]).stdout
        #expect(!plain.contains("\u{1B}"))
        #expect(try onTerminal(["new", "--seed", "42", "-n", "3"], environment: ["NO_COLOR": "1"]) == plain)
        #expect(try onTerminal(["new", "--seed", "42", "-n", "3"], environment: ["TERM": "dumb"]) == plain)
        #expect(
            try onTerminal(["new", "--seed", "42", "-n", "3", "--json"], environment: [:]).contains("\u{1B}") == false)
        #expect(
            try onTerminal(["new", "--seed", "42", "-n", "3"], environment: ["NO_COLOR": ""]).contains("\u{1B}"),
            "an empty NO_COLOR does not count (no-color.org)")
    }

    /// The precedence the manual writes down: `--color`, then NO_COLOR, then CLICOLOR_FORCE or
    /// FORCE_COLOR, then CLICOLOR=0, then whether standard output is a terminal.
    @Test(
        arguments: [
            // Into a pipe.
            ([], [:], false), (["--color", "always"], [:], true), (["--color=never"], [:], false),
            (["--color", "auto"], [:], false), ([], ["CLICOLOR_FORCE": "1"], true), ([], ["FORCE_COLOR": "3"], true),
            ([], ["FORCE_COLOR": "0"], false), ([], ["CLICOLOR_FORCE": ""], false),
            ([], ["FORCE_COLOR": "1", "NO_COLOR": "1"], false), (["--color", "always"], ["NO_COLOR": "1"], true),
            (["--color", "auto"], ["FORCE_COLOR": "1"], true), ([], ["FORCE_COLOR": "1", "TERM": "dumb"], true),
        ] as [([String], [String: String], Bool)])
    func theColourFlagAndVariablesInTheirOrder(flags: [String], variables: [String: String], colours: Bool) throws {
        for (name, value) in variables { lotto.environment[name] = value }
        let result = try lotto.run(["new", "--seed", "42"] + flags)
        #expect(result.status == 0 && result.stdout.contains("\u{1B}[1;38;5;") == colours, "\(flags) \(variables)")
    }

    @Test func onATerminalNeverAndClicolorZeroTurnItOff() throws {
        let coloured = try onTerminal(["new", "--seed", "42"], environment: [:])
        #expect(coloured.contains("\u{1B}"))
        let plain = try lotto.run(["new", "--seed", "42"]).stdout
        #expect(try onTerminal(["new", "--seed", "42", "--color", "never"], environment: [:]) == plain)
        #expect(try !onTerminal(["new", "--seed", "42"], environment: ["CLICOLOR": "0"]).contains("\u{1B}"))
    }

    /// Into `less -R`: `--color always` colours every command that prints tickets, and only text.
    @Test func alwaysColoursEveryTextThatShowsTickets() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        for arguments in [["list"], ["new"]] {
            let result = try lotto.run(arguments + ["--color", "always"])
            #expect(result.stdout.contains("\u{1B}[1;38;5;"), "\(arguments)")
            let json = try lotto.run(arguments + ["--color", "always", "--json"])
            #expect(!json.stdout.contains("\u{1B}"), "\(arguments) --json")
        }
        try lotto.run(["new", "--color", "often"]).expectFailure(64, naming: "'often' for '--color'")
    }
}
