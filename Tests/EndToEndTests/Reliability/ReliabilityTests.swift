import Foundation
import TestSupport
import Testing

@testable import Lotto

/// Nothing lost: damaged files, a full disk, concurrent processes and killed processes, all
/// through the binary. `Reliability/*.sh` run the larger versions and print their figures.
@Suite struct ReliabilityTests {
    private let lotto = LottoExecutable()
    private static let header = #"{"format":"lotto-tickets","version":1}"# + "\n"
    private static let good = #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"# + "\n"

    /// `atTheEnds`: the damage is in the header or the last line, which a save reads (a save
    /// reads nothing else, to stay O(1); `list` reads and checks every line).
    static let damagedStores: [(name: String, content: [UInt8], line: Int, atTheEnds: Bool)] = [
        ("invalid line", Array((header + good + "not json\n").utf8), 3, true),
        ("wrong types", Array((header + #"{"id":"1","numbers":"1 2 3 4 5 6","saved":1}"# + "\n").utf8), 2, true),
        (
            "out of range",
            Array((header + #"{"id":1,"numbers":[0,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"# + "\n").utf8), 2, true
        ),
        ("binary garbage", Array(header.utf8) + [0, 255, 1, 128, 7, 10] + Array(good.utf8), 2, false),
        ("not a lotto file", Array("hello\nworld\n".utf8), 1, true),
        ("ids out of order", Array((header + good + good).utf8), 3, false),
    ]

    @Test(arguments: damagedStores)
    func aDamagedStoreIsReportedByLineAndLeftByteForByte(name: String, content: [UInt8], line: Int, atTheEnds: Bool)
        throws
    {
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        try Data(content).write(to: URL(fileURLWithPath: lotto.storePath))
        let commands = [["list"], ["list", "--json"]] + (atTheEnds ? [["save", "1", "2", "3", "4", "5", "7"]] : [])
        for arguments in commands {
            let result = try lotto.run(arguments)
            result.expectFailure(65, naming: lotto.storePath)
            #expect(result.stderr.contains("\(lotto.storePath):\(line):"), "\(name): \(result.stderr)")
        }
        #expect(lotto.storeBytes == Data(content), "\(name)")
    }

    @Test func aStoreFromANewerLottoCanBeListedButNotSavedTo() throws {
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        let content = Data((#"{"format":"lotto-tickets","version":9}"# + "\n" + Self.good).utf8)
        try content.write(to: URL(fileURLWithPath: lotto.storePath))
        let listed = try lotto.run(["list"])
        #expect(listed.status == 0 && listed.lines.count == 1)
        #expect(listed.stderr.hasPrefix("lotto: warning: ") && listed.stderr.contains("format version 9"))
        try lotto.run(["save", "1", "2", "3", "4", "5", "7"]).expectFailure(65, naming: "format version 9")
        #expect(lotto.storeBytes == content)
    }

    @Test func aFolderOrADanglingLinkWhereTheStoreShouldBeIsAnIOError() throws {
        try FileManager.default.createDirectory(atPath: lotto.storePath, withIntermediateDirectories: true)
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"]).expectFailure(74, naming: lotto.storePath)
        let link = lotto.home.file("link.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: lotto.home.file("nowhere.jsonl"))
        try lotto.run(["list", "--store", link]).expectFailure(74, naming: link)
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", link]).expectFailure(74, naming: link)
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("nowhere.jsonl")))
    }

    /// 200 tickets fail in their one write; 30,000 (about 2 MiB) fail in their second 1 MiB
    /// block, after the first reached the file, which must be taken back.
    @Test(arguments: [(limitIn512ByteBlocks: 1, tickets: 200), (limitIn512ByteBlocks: 3072, tickets: 30_000)])
    func aFullDiskIsAnIOErrorAndTheSavedTicketsStayIntact(limitIn512ByteBlocks: Int, tickets count: Int) throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = try #require(lotto.storeBytes)
        let tickets = try lotto.run(["new", "-n", String(count)]).stdout
        // A file-size limit stands in for a full disk: root ignores permissions, and mounting a
        // small file system needs privileges CI may not have.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "ulimit -f \(limitIn512ByteBlocks); exec \"$0\" save -", LottoExecutable.binary.path,
        ]
        process.environment = lotto.environment
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        LottoExecutable.feed(input, tickets)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(stderr)")
        #expect(stderr.hasPrefix("lotto: error: I/O error on \(lotto.storePath)"))
        #expect(lotto.storeBytes == before)
        #expect(try lotto.run(["list"]).lines.count == 1)
    }

    @Test func filesAndFoldersTheToolCreatesAreOwnerOnly() throws {
        try lotto.run(["new"])
        try lotto.run(["save"])
        for (path, mode) in [
            (lotto.storePath, 0o600), (lotto.storePath + ".lock", 0o600), (lotto.home.file("data/lotto"), 0o700),
            (lotto.home.file("state/lotto/last-draw"), 0o600), (lotto.home.file("state/lotto"), 0o700),
        ] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == mode, "\(path)")
        }
    }

    @Test func eightProcessesSavingAtOnceKeepEveryTicketWithUniqueIds() throws {
        let perProcess = 30
        let script = "for i in $(seq \(perProcess)); do \"$0\" save 1 2 3 4 5 6 >/dev/null || exit 1; done"
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "60"
        let processes = (0..<8).map { _ in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, LottoExecutable.binary.path]
            process.environment = lotto.environment
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        struct Saved: Decodable { let id: Int }
        let listed = try JSONDecoder().decode([Saved].self, from: Data(try lotto.run(["list", "--json"]).stdout.utf8))
        #expect(listed.map(\.id) == Array(1...(8 * perProcess)))
    }

    /// Every sample file imported at once, by as many processes, some through a link to the
    /// history: each rewrite holds the lock from its read to its rename, so no import loses
    /// another's draws.
    @Test func importsAtOnceLoseNoDraw() throws {
        let history = lotto.home.file("data/lotto/draws.jsonl")
        try lotto.run([
            "draws", "add", "--game", "uk-lotto", "--date", "1999-01-02", "1", "2", "3", "4", "5", "6", "+", "7",
        ])
        let link = lotto.home.file("link.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: history)
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "60"
        let processes = DrawSamples.all.enumerated().map { index, file in
            let process = Process()
            process.executableURL = LottoExecutable.binary
            process.arguments = ["draws", "import", DrawSamples.path(file), "--draws", index % 2 == 0 ? history : link]
            process.environment = lotto.environment
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        #expect(try lotto.run(["draws"]).lines.count == 909 + 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: link)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }

    /// Deletes rewrite the store by rename while saves append to it: a save let in before the
    /// rename would append to the file the rename drops. Every save reported must be kept
    /// unless deleted, and every delete reported must hold.
    @Test func savesAndDeletesAtOnceLoseNothing() throws {
        try lotto.run(["save", "-"], stdin: String(repeating: "1 2 3 4 5 6\n", count: 40))
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "60"
        let result = try lotto.shell(
            """
            for p in 1 2 3; do
                (for i in $(seq 15); do "$LOTTO" save 1 2 3 4 5 $((i + 6)) >>"$HOME/saved.$p" || exit 1; done) &
            done
            for p in 1 2; do (for id in $(seq $p 2 40); do "$LOTTO" delete $id >/dev/null || exit 1; done) & done
            failed=0
            for job in $(jobs -p); do wait "$job" || failed=1; done
            exit $failed
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try (1...3).flatMap {
            try String(contentsOfFile: lotto.home.file("saved.\($0)"), encoding: .utf8).split(separator: "\n")
        }
        let listed = try lotto.run(["list"]).lines
        #expect(saved.count == 45)
        #expect(Set(listed) == Set(saved.map(String.init)), "exactly the 45 saved tickets, none of the 40 deleted")
    }

    @Test func killedSavesLoseNoReportedTicketAndLeaveNoStrayFiles() throws {
        let big = try lotto.run(["new", "-n", "5000", "--seed", "1"]).stdout
        var generator = SeededRandomNumberGenerator(seed: 404)
        var reported: [String] = []
        for round in 0..<20 {
            let process = Process()
            process.executableURL = LottoExecutable.binary
            process.arguments = round % 2 == 0 ? ["save", "-"] : ["new", "-n", "2000"]
            process.environment = lotto.environment
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            LottoExecutable.feed(input, big)
            usleep(UInt32.random(in: 0...20_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationReason == .exit, process.terminationStatus == 0, round % 2 == 0 {
                reported += printed.split(separator: "\n").map(String.init)
            }
        }
        let finalSave = try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        #expect(finalSave.status == 0, "\(finalSave.stderr)")
        let listed = try lotto.run(["list"])
        #expect(listed.status == 0)
        let kept = Set(listed.lines)
        #expect(reported.allSatisfy(kept.contains), "every save reported as done is still there")
        let leftovers =
            try FileManager.default.contentsOfDirectory(atPath: lotto.home.file("data/lotto"))
            + FileManager.default.contentsOfDirectory(atPath: lotto.home.file("state/lotto"))
        let expected: Set = [
            "tickets.jsonl", "tickets.jsonl.lock", "tickets.jsonl.torn", "tickets.jsonl.lines", "tickets.jsonl.lines.tmp",
            "last-draw", "last-draw.lock", "last-draw.tmp",
        ]
        #expect(Set(leftovers).isSubset(of: expected), "\(leftovers)")
    }
}
