import Foundation
import TestSupport
import Testing

@testable import Lotto

/// `lotto completion`: scripts that parse, and that name every command, option and game.
@Suite struct CompletionTests {
    private let lotto = LottoExecutable()
    static let commands = [
        "new", "save", "list", "check", "delete", "clear", "draws", "import", "add", "backtest", "stats", "games",
        "completion", "help",
    ]
    static let options = [
        "--count", "--game", "--exclude", "--include", "--seed", "--format", "--json", "--store", "--bonus", "--yes",
        "--csv", "--help", "--draws", "--round", "--latest", "--replace", "--date", "--from", "--to", "--last",
        "--price",
        "--random",
    ]

    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptsParseAndNameEveryCommandOptionAndGame(shell: String) throws {
        let result = try lotto.run(["completion", shell])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let script = result.stdout
        for word in Self.commands + LottoGame.all.map(\.id.rawValue) + ["text", "json", "csv"] {
            #expect(script.contains(word), "\(shell) names \(word)")
        }
        for option in Self.options {
            // fish names long options without their dashes (-l count).
            #expect(script.contains(option) || script.contains("-l \(option.dropFirst(2))"), "\(shell) names \(option)")
        }
        let shellPath = "/usr/bin/\(shell)"
        guard FileManager.default.isExecutableFile(atPath: shellPath) else {
            // .ci/run installs every shell: in CI a missing one is a failure, not a pass.
            if RequiredTool.isCI { Issue.record("\(shell) is not installed") }
            return
        }
        let file = lotto.home.file("completion.\(shell)")
        try Data(script.utf8).write(to: URL(fileURLWithPath: file))
        let check = Process()
        check.executableURL = URL(fileURLWithPath: shellPath)
        check.arguments = ["-n", file]
        let errors = Pipe()
        check.standardError = errors
        try check.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "\(shell) -n: \(message)")
    }

    @Test func bashCompletesCommandsOptionsAndGames() throws {
        let script = try lotto.run(["completion", "bash"]).stdout
        func complete(_ words: [String]) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            let wordList = words.map { "'\($0)'" }.joined(separator: " ")
            process.arguments = [
                "-c",
                "\(script)\nCOMP_WORDS=(\(wordList)); COMP_CWORD=\(words.count - 1); _lotto; printf '%s\\n' \"${COMPREPLY[@]}\"",
            ]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["lotto", "st"]) == ["stats"])
        #expect(try complete(["lotto", "new", "--ga"]) == ["--game"])
        #expect(try complete(["lotto", "check", "--game", "euro"]) == ["euromillions", "eurojackpot"])
        #expect(try complete(["lotto", "list", "--format", "c"]) == ["csv"])
        #expect(try complete(["lotto", "draws", "im"]) == ["import"])
        #expect(try complete(["lotto", "draws", "import", "--re"]) == ["--replace"])
        #expect(try complete(["lotto", "draws", "add", "--ro"]) == ["--round"])
        #expect(try complete(["lotto", "backtest", "--ra"]) == ["--random"])
    }

    @Test func anUnknownShellIsAUsageError() throws {
        try lotto.run(["completion", "tcsh"]).expectFailure(64, naming: "'tcsh'")
        try lotto.run(["completion"]).expectFailure(64, naming: "shell")
    }
}
