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
}
