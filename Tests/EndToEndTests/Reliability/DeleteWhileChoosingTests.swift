import Foundation
import TestSupport
import Testing

/// `delete --checked` and `--before` choose their tickets without holding the store's lock, and
/// take it for the rewrite alone: while one chooses among 100,000 tickets, a `save`, a `claim`
/// and another `delete` get through, and the delete then keeps the ticket saved meanwhile,
/// judges the claimed one again, and lets the one deleted meanwhile go.
///
/// The delete is caught choosing, and stopped there (`SIGSTOP`) until the others are done, by
/// what `/proc` shows of it: it holds the store open and has read a quarter of it, with no lock
/// file open (a lotto holds its lock file open while it holds the lock).
@Suite struct DeleteWhileChoosingTests {
    private let lotto = LottoExecutable()
    private static let tickets = 100_000

    /// The paths of the files `pid` holds open.
    private static func openFiles(of pid: pid_t) -> [String] {
        let folder = "/proc/\(pid)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)") }
    }

    /// The bytes `pid` has read so far (`rchar`), or `nil` once it is gone.
    private static func bytesRead(by pid: pid_t) -> Int? {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
        return io.split(separator: "\n").first { $0.hasPrefix("rchar:") }.flatMap { Int($0.split(separator: " ")[1]) }
    }

    /// Whether `pid` is alive (running or stopped): neither gone nor a zombie.
    private static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.range(of: ") ", options: .backwards)
        else { return false }
        return stat[end.upperBound...].first != "Z"
    }

    /// Whether `pid` is reading the store (`tickets.jsonl`), of `size` bytes, past its first
    /// quarter, with no lock file of the store open.
    private static func isChoosingUnlocked(_ pid: pid_t, size: Int) -> Bool {
        let files = openFiles(of: pid)
        guard files.contains(where: { $0.hasSuffix("/tickets.jsonl") }),
            !files.contains(where: { $0.hasSuffix("/tickets.jsonl.lock") }),
            let read = bytesRead(by: pid)
        else { return false }
        return read > size / 4
    }

    /// Waits until `pid` chooses without the lock, and stops it there; whether it did before
    /// it ended (or 120 s passed).
    private static func stopWhileChoosing(_ pid: pid_t, size: Int) -> Bool {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, isAlive(pid) {
            if isChoosingUnlocked(pid, size: size) {
                kill(pid, SIGSTOP)
                // It may have moved on between the look and the stop: look again, stopped.
                if isChoosingUnlocked(pid, size: size) { return true }
                kill(pid, SIGCONT)
            }
            usleep(200)
        }
        return false
    }

    /// #1 and #2 win a custom game's draw (a prize with no last day to claim: kept unclaimed
    /// whatever the date), #3 does not; 100,000 kr645 tickets for round 1 follow (its prizes'
    /// last day long past: each goes, winner or not).
    private func saveTheStore() throws {
        let winner = ["--game", "6/45", "--draw", "2020-01-04", "1", "2", "3", "4", "5", "6"]
        try lotto.saveEach([
            winner, winner, ["--game", "6/45", "--draw", "2020-01-04", "40", "41", "42", "43", "44", "45"],
        ])
        #expect(
            try lotto.run(["draws", "add", "--game", "6/45", "--date", "2020-01-04", "1", "2", "3", "4", "5", "6"])
                .status == 0)
        #expect(try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")]).status == 0)
        let bulk = try lotto.run(["new", "-n", String(Self.tickets), "--seed", "52"]).stdout
        #expect(try lotto.run(["save", "--draw", "1", "-"], stdin: bulk).status == 0)
    }

    @Test func aSaveAClaimAndADeleteGetThroughWhileADeleteChooses() throws {
        try saveTheStore()
        let size = try FileManager.default.attributesOfItem(atPath: lotto.storePath)[.size] as? Int ?? 0
        let output = lotto.home.file("deleted.txt")
        let outputFile = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(outputFile) }
        let delete = try lotto.start(["delete", "--checked"], standardOutput: outputFile)
        guard Self.stopWhileChoosing(delete.pid, size: size) else {
            _ = delete.waitForEnd()
            Issue.record("the delete was never seen choosing without the store's lock")
            return
        }
        // The delete, stopped, holds no lock: each of these would wait for it, and give up.
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "5"
        let saved = try lotto.run(["save", "--game", "6/45", "--draw", "2020-01-04", "7", "8", "9", "10", "11", "12"])
        #expect(saved.status == 0, "a save while the delete chooses: \(saved.stderr)")
        #expect(try lotto.run(["claim", "1"]).status == 0, "a claim while the delete chooses")
        #expect(try lotto.run(["delete", "3"]).status == 0, "a delete while the delete chooses")
        #expect(Self.isAlive(delete.pid), "the delete still running")
        kill(delete.pid, SIGCONT)
        #expect(delete.waitForEnd() == .exited(0))

        let newID = Self.tickets + 4
        #expect(
            try lotto.run(["list"]).lines.map { String($0.prefix { $0 != " " }) } == ["#2", "#\(newID)"],
            "#2 kept unclaimed; the ticket saved meanwhile kept though its draw is recorded")
        let deleted = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
        #expect(deleted.count == 1 + Self.tickets, "#1, claimed meanwhile and judged again, and the bulk")
        #expect(deleted.first?.hasPrefix("#1 ") == true)
        #expect(!deleted.contains { $0.hasPrefix("#3 ") }, "#3, deleted meanwhile, is not the delete's")
        let record = try String(contentsOfFile: lotto.storePath + ".record", encoding: .utf8)
        let recordIDs = record.split(separator: "\n").dropFirst().compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? Int
        }
        #expect(recordIDs.sorted() == [1, 3] + Array(4...Self.tickets + 3), "each removed ticket in the record once")
    }

    /// Whether `pid` holds the store's lock (its lock file open) having read more than half of
    /// the store, of `size` bytes: its choice made, it rewrites.
    private static func isRewriting(_ pid: pid_t, size: Int) -> Bool {
        guard openFiles(of: pid).contains(where: { $0.hasSuffix("/tickets.jsonl.lock") }),
            let read = bytesRead(by: pid)
        else { return false }
        return read > size / 2
    }

    /// Once chosen, the tickets' lines are copied under the lock, not read again: a `save`
    /// started as the delete of 20,000 tickets of 52 draws takes the lock (their lines took
    /// seconds to read again) gets through, waiting for the lock 1 s at most.
    @Test func aSaveStartedAsADeleteTakesTheLockGetsThrough() throws {
        #expect(try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")]).status == 0)
        let bulk = try lotto.run(["new", "-n", "20000", "--seed", "52"]).stdout
        #expect(try lotto.run(["save", "--draw", "1", "--multi-draw", "52", "-"], stdin: bulk).status == 0)
        let size = try FileManager.default.attributesOfItem(atPath: lotto.storePath)[.size] as? Int ?? 0
        let output = open("/dev/null", O_WRONLY)
        defer { close(output) }
        let delete = try lotto.start(["delete", "--checked"], standardOutput: output)
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, Self.isAlive(delete.pid), !Self.isRewriting(delete.pid, size: size) { usleep(200) }

        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "1"
        let saved = try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        #expect(saved.status == 0, "a save as the delete rewrites: \(saved.stderr)")
        #expect(delete.waitForEnd() == .exited(0))
        #expect(try lotto.run(["list"]).lines.count == 1, "every ticket deleted but the one saved")
    }
}
