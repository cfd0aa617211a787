import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The store-trust cases about standard streams: closed descriptors, and `lotto new` that
/// prints, then fails.
extension StoreTrustTests {
    // MARK: 3. Closed standard descriptors

    /// With stdout and stderr closed, the store and its lock must not become descriptors 1 and
    /// 2: then a warning would be written into the store, and the listing into the lock.
    @Test func closedStandardDescriptorsNeverReceiveTheStoreOrItsLock() throws {
        _ = try writeStore(Self.header + Self.line(1) + Self.tornLine)  // so that save warns
        let result = try lotto.shell(#"exec "$LOTTO" save 1 2 3 4 5 7 >&- 2>&-"#)
        #expect(result.status == 0)
        let store = String(decoding: try #require(lotto.storeBytes), as: UTF8.self)
        #expect(!store.contains("warning"), "no message in the store: \(store)")
        #expect(store.split(separator: "\n").count == 3)
        #expect(contents(of: lotto.storePath + ".lock")?.isEmpty == true)
        #expect(try lotto.run(["list"]).lines.count == 2)
    }

    /// A large draw and a random backtest run on several threads, whose event descriptors
    /// must not take a closed stdout's number: the output fails as on a closed descriptor.
    @Test(arguments: ["new -n 40000", "new -n 40000 --seed 1", "backtest --random 10"])
    func aClosedStandardOutputStaysClosedForThreadedWork(arguments: String) throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.shell(#"exec "$LOTTO" "# + arguments + " >&-").expectFailure(74, naming: "Bad file descriptor")
    }

    @Test func aClosedStandardInputIsAReadError() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = lotto.storeBytes
        let result = try lotto.shell(#"exec "$LOTTO" save - <&-"#)
        result.expectFailure(74, naming: "standard input")
        #expect(lotto.storeBytes == before)
    }

    // MARK: 10. `lotto new` prints, then fails

    /// A draw whose tickets are out but which cannot be remembered: whole output, exit 0, a
    /// warning, instead of half a JSON array and an error.
    @Test func aDrawThatCannotBeRememberedIsPrintedWholeWithAWarning() throws {
        try lotto.home.write("not a folder", to: "state-file")
        lotto.environment["XDG_STATE_HOME"] = lotto.home.file("state-file")
        let result = try lotto.run(["new", "-n", "3", "--json"])
        #expect(result.status == 0)
        struct Ticket: Decodable { let numbers: [Int] }
        #expect(try JSONDecoder().decode([Ticket].self, from: Data(result.stdout.utf8)).count == 3)
        #expect(result.stderr.hasPrefix("lotto: warning: this draw is not remembered"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func theLastDrawLockWaitsForTheLockTimeout() throws {
        try lotto.run(["new"])
        let remembered = contents(of: lotto.home.file("state/lotto/last-draw"))
        let holder = open(lotto.home.file("state/lotto/last-draw.lock"), O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "0.3"
        let result = try lotto.run(["new"])
        #expect(result.status == 0 && result.lines.count == 1)
        #expect(result.stderr.contains("locked by another lotto process (waited 0.3 s)"), "\(result.stderr)")
        #expect(contents(of: lotto.home.file("state/lotto/last-draw")) == remembered)
    }

    /// Tickets that never reached the user are not remembered for `lotto save`.
    @Test func aDrawWhoseOutputFailedIsNotRemembered() throws {
        let result = try lotto.run(["new"], stdout: try LottoExecutable.fullDevice())
        result.expectFailure(74, naming: "standard output")
        try lotto.run(["save"]).expectFailure(66, naming: "nothing to save")
    }
}
