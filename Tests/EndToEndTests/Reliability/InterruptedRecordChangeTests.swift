import Foundation
import TestSupport
import Testing

/// Ctrl-C or `SIGTERM` during a change of both the store and the record of deleted tickets:
/// `delete` or `clear`, which move tickets to the record before the store's rename (the commit
/// point), and a `claim` of tickets in both files. A signal before that rename ends lotto (130,
/// 143) with the store and the record byte for byte as they were (a record the delete made
/// removed again); one after it lets the command finish (exit 0), both files changed.
///
/// The signal comes at a chosen `fsync` of the command, injected by `strace`: each of the
/// record's sync, its folder's, the rewritten store's and its folder's in turn, so that every
/// moment of the two-file change is tried, deterministically.
@Suite(.enabled(if: RequiredTool.runs(needing: "/usr/bin/strace"))) struct InterruptedRecordChangeTests {
    private let lotto = LottoExecutable()

    private var recordPath: String { lotto.storePath + ".record" }
    private var recordBytes: Data? { FileManager.default.contents(atPath: recordPath) }

    /// Runs `arguments` under `strace`, `signal` sent at its `when`th `fsync`; how it ended.
    private func interrupted(_ arguments: [String], by signal: String, atSync when: Int) throws -> String {
        let result = try lotto.shell(
            "strace -f -o /dev/null -e trace=fsync -e inject=fsync:signal=\(signal):when=\(when) "
                + "\"$LOTTO\" \(arguments.joined(separator: " ")) >/dev/null 2>&1; echo $?")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the command `end`ed of `signal` (130, 143); if so, expects both files as they were.
    private func endedBySignal(_ end: String, _ signal: String, at when: Int, leaving store: Data?, _ record: Data?)
        -> Bool
    {
        guard end == (signal == "SIGINT" ? "130" : "143") else { return false }
        #expect(lotto.storeBytes == store, "\(signal) at fsync \(when): the store as it was")
        #expect(recordBytes == record, "\(signal) at fsync \(when): the record as it was")
        return true
    }

    @Test(arguments: ["SIGINT", "SIGTERM"], [false, true])
    func aSignalBeforeTheStoresRenameTakesTheRecordsLinesBack(signal: String, recordExists: Bool) throws {
        var signalled = 0
        for when in 1...6 {
            let home = lotto.home.file("data")
            try? FileManager.default.removeItem(atPath: home)
            try lotto.saveEach((1...4).map { ["--draw", "2030-01-05", "1", "2", "3", "4", "5", "\(6 + $0)"] })
            if recordExists { #expect(try lotto.run(["delete", "1"]).status == 0) }
            let store = lotto.storeBytes
            let record = recordBytes
            let arguments = recordExists ? ["delete", "2", "3"] : ["clear", "--yes"]
            let end = try interrupted(arguments, by: signal, atSync: when)
            let removed = recordExists ? 2 : 4
            if endedBySignal(end, signal, at: when, leaving: store, record) {
                signalled += 1
            } else {
                #expect(end == "0", "\(signal) at fsync \(when)")
                let lines = String(decoding: recordBytes ?? Data(), as: UTF8.self).split(separator: "\n")
                #expect(lines.count == (recordExists ? 2 : 1) + removed, "\(signal) at fsync \(when): \(lines)")
                #expect(
                    try lotto.run(["list"]).lines.filter { $0.hasPrefix("#") }.count == 4 - removed
                        - (recordExists ? 1 : 0))
            }
        }
        // Before the rename: the record's sync (and its folder's, for a record made) and the store's.
        #expect(signalled == (recordExists ? 2 : 3), "signals that came before the commit point")
    }

    /// #1 and #2 win round 1's second prize; #1 is deleted to the record, then both claimed.
    @Test(arguments: ["SIGINT", "SIGTERM"])
    func aClaimOfTicketsInBothFilesIsAllOrNothing(signal: String) throws {
        var signalled = 0
        for when in 1...6 {
            try? FileManager.default.removeItem(atPath: lotto.home.file("data"))
            let winner = ["--draw", "1", "10", "16", "23", "29", "33", "37"]
            try lotto.saveEach([winner, winner])
            #expect(try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")]).status == 0)
            #expect(try lotto.run(["delete", "1"]).status == 0)
            let store = lotto.storeBytes
            let record = recordBytes
            let end = try interrupted(["claim", "1", "2"], by: signal, atSync: when)
            if endedBySignal(end, signal, at: when, leaving: store, record) {
                signalled += 1
            } else {
                #expect(end == "0", "\(signal) at fsync \(when)")
                let claimed = [lotto.storeBytes, recordBytes].map {
                    String(decoding: $0 ?? Data(), as: UTF8.self).contains(#""claimed":["2002-12-07"]"#)
                }
                #expect(claimed == [true, true], "\(signal) at fsync \(when): both claimed")
            }
        }
        #expect(signalled == 1, "the store's sync alone comes before the commit point")
    }
}
