import Foundation
import TestSupport
import Testing

/// `lotto delete` and `lotto clear`, end to end.
@Suite struct EditingTests {
    private let lotto = LottoExecutable()

    private func saveFour() throws {
        for first in 1...4 {
            try lotto.run(["save", String(first), "10", "11", "12", "13", "14"])
        }
    }

    @Test func deleteRemovesByIdPrintsWhatWentAndNeverReusesIds() throws {
        try saveFour()
        let deleted = try lotto.run(["delete", "2", "#4"])
        #expect(deleted.status == 0)
        #expect(deleted.lines.map { $0.prefix(3) } == ["#2 ", "#4 "])
        #expect(try lotto.run(["list"]).lines.map { $0.prefix(3) } == ["#1 ", "#3 "])
        let next = try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        #expect(next.stdout.hasPrefix("#5  "), "4 was deleted, and is not handed out again")
    }

    @Test func anUnknownIdRemovesNothing() throws {
        try saveFour()
        let before = lotto.storeBytes
        try lotto.run(["delete", "1", "9"]).expectFailure(65, naming: "id 9")
        #expect(lotto.storeBytes == before)
        try lotto.run(["delete", "x"]).expectFailure(64, naming: "'x'")
        try lotto.run(["delete"]).expectFailure(64, naming: "ids")
    }

    @Test func aRewriteKeepsTheModeAndLeavesNoTemporaryFile() throws {
        try saveFour()
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: lotto.storePath)
        #expect(try lotto.run(["delete", "3"]).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: lotto.storePath)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        let files = try FileManager.default.contentsOfDirectory(atPath: lotto.home.file("data/lotto"))
        // The record of deleted tickets beside the store, the saves' filter of lines, and
        // nothing else.
        #expect(Set(files) == ["tickets.jsonl", "tickets.jsonl.lock", "tickets.jsonl.record", "tickets.jsonl.lines"])
    }

    @Test func aDamagedStoreIsNotRewritten() throws {
        try saveFour()
        var bytes = try #require(lotto.storeBytes)
        bytes.append(contentsOf: Array("garbage\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: lotto.storePath))
        try lotto.run(["delete", "1"]).expectFailure(65, naming: "\(lotto.storePath):6")
        try lotto.run(["clear", "--yes"]).expectFailure(65, naming: "\(lotto.storePath):6")
        #expect(lotto.storeBytes == bytes)
    }

    @Test func clearNeedsYesOffATerminalAndThenRemovesEverything() throws {
        try saveFour()
        let before = lotto.storeBytes
        try lotto.run(["clear"]).expectFailure(64, naming: "--yes")
        #expect(lotto.storeBytes == before)
        let cleared = try lotto.run(["clear", "--yes"])
        #expect(cleared.status == 0 && cleared.stdout.isEmpty)
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        #expect(try lotto.run(["save", "1", "2", "3", "4", "5", "6"]).stdout.hasPrefix("#5  "))
        #expect(try lotto.run(["clear", "-y"]).status == 0)
    }

    /// On a terminal, `clear` asks; only "y" or "yes" removes. `script` gives it a terminal.
    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/script")))
    func clearAsksOnATerminal() throws {
        try saveFour()
        func clear(answering answer: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "\"$LOTTO\" clear", "/dev/null"]
            process.environment = lotto.environment.merging(["LOTTO": LottoExecutable.binary.path]) { $1 }
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            LottoExecutable.feed(input, answer + "\n")
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
        #expect(try clear(answering: "n").contains("nothing removed"))
        #expect(try lotto.run(["list"]).lines.count == 4)
        #expect(try clear(answering: "y").contains("remove every saved ticket? [y/N]"))
        #expect(try lotto.run(["list"]).stdout.isEmpty)
    }
}
