import Foundation
import TestSupport
import Testing

@testable import Lotto

/// `delete` killed (`SIGKILL`) while it moves tickets to the record: every ticket is then in the
/// store or in the record, as `list` and `check --summary` show them, never in neither, never
/// counted twice; the next delete repairs the record.
///
/// The store holds 100,000 pending tickets that `delete --checked` keeps, so that each delete
/// rewrites some 8 MB: the kills land at random moments, or as soon as the record has grown,
/// which is after the record's write and `fsync` and before the store's rename, while the
/// rewritten store is synced.
@Suite struct KilledDeleteTests {
    private let lotto = LottoExecutable()
    private static let pending = 100_000
    /// Rounds at least, and at most: past the least, rounds go on until two kills have landed
    /// between the record's write and the store's rename (a loaded machine may miss it).
    private static let rounds = 8
    private static let mostRounds = 20

    init() {
        lotto.clock = "2026-11-23 12:00:00"
    }

    private var recordPath: String { lotto.storePath + ".record" }

    private func recordSize() -> Int {
        var status = stat()
        return stat(recordPath, &status) == 0 ? Int(status.st_size) : 0
    }

    /// The ids on the record's lines, as often as they are there.
    private func recordIDs() -> [Int] {
        let text = String(decoding: FileManager.default.contents(atPath: recordPath) ?? Data(), as: UTF8.self)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? Int
        }
    }

    /// The ids `list` shows above the pending tickets'.
    private func listedIDs() throws -> Set<Int> {
        let listed = try lotto.run(["list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        return Set(listed.lines.compactMap { Int($0.dropFirst().prefix { $0 != " " }) }.filter { $0 > Self.pending })
    }

    /// `checked: N` of the summary's kr645 part.
    private func summaryChecked() throws -> Int? {
        let summary = try lotto.run(["check", "--summary"])
        #expect(summary.status == 0, "\(summary.stderr)")
        return summary.lines.first { $0.hasPrefix("checked: ") }.flatMap { Int($0.dropFirst("checked: ".count)) }
    }

    /// Starts `delete --checked --include-unclaimed` and kills it: after `delay` microseconds,
    /// or, for `nil`, as soon as the record has grown.
    private func killedDelete(after delay: UInt32?) throws {
        let sizeBefore = recordSize()
        let started = try lotto.start(["delete", "--checked", "--include-unclaimed"])
        if let delay {
            usleep(delay)
        } else {
            let deadline = Date().addingTimeInterval(30)
            while recordSize() == sizeBefore && Date() < deadline && kill(started.pid, 0) == 0 {}
        }
        kill(started.pid, SIGKILL)
        _ = started.waitForEnd()
    }

    @Test func killedDeletesLeaveEachTicketInTheStoreOrTheRecordNeverNeitherNorCountedTwice() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let pending = try lotto.run(["new", "-n", String(Self.pending), "--seed", "50"]).stdout
        #expect(try lotto.run(["save", "--draw", "2026-11-28", "-"], stdin: pending).status == 0)
        var generator = SeededRandomNumberGenerator(seed: 50)
        var checked = 0
        // Where each round's own tickets were after its kill: before, between or after the files.
        var outcomes = (storeOnly: 0, both: 0, recordOnly: 0)
        var round = 0
        while round < Self.rounds || (outcomes.both < 2 && round < Self.mostRounds) {
            defer { round += 1 }
            let tickets = try lotto.run(["new", "-n", "1000", "--seed", String(round + 1)]).stdout
            let save = try lotto.run(["save", "--draw", "1", "-"], stdin: tickets)
            #expect(save.status == 0, "\(save.stderr)")
            checked += 1000
            let atRandom = round % 2 == 1 && round < Self.rounds
            try killedDelete(after: atRandom ? UInt32.random(in: 0...1_500_000, using: &generator) : nil)

            let inStore = try listedIDs()
            let inRecord = Set(recordIDs())
            let ofRound = Set(Self.pending + checked - 999...Self.pending + checked)
            switch (ofRound.isSubset(of: inStore), ofRound.isSubset(of: inRecord)) {
            case (true, false): outcomes.storeOnly += 1
            case (true, true): outcomes.both += 1
            case (false, true): outcomes.recordOnly += 1
            case (false, false): Issue.record("round \(round): its tickets split or lost")
            }
            let all = Set(Self.pending + 1...Self.pending + checked)
            #expect(inStore.union(inRecord) == all, "round \(round): no ticket in neither file")
            #expect(try summaryChecked() == checked, "round \(round): each ticket counted once")
        }
        #expect(outcomes.both > 0, "some kill landed between the record's write and the store's rename")
        // The last delete lands: the record then holds each ticket once, repaired.
        let last = try lotto.run(["delete", "--checked", "--include-unclaimed"])
        #expect(last.status == 0, "\(last.stderr)")
        #expect(try listedIDs().isEmpty)
        #expect(recordIDs().sorted() == Array(Self.pending + 1...Self.pending + checked))
        #expect(try summaryChecked() == checked)
        print(
            "KilledDeleteTests: of \(round) kills, \(outcomes): the round's tickets in the store only, both, the record only"
        )
    }
}
