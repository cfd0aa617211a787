import Foundation
import TestSupport
import Testing

/// Ctrl-C or `SIGTERM` while lotto writes the store or the draw history: a write is one commit.
/// A signal before it leaves the file byte for byte as it was, and lotto dies of the signal (the
/// shell's 130 or 143); a signal after it lets the command finish, say what it did, and exit 0.
///
/// The moments are observed, never slept for: standard input still open (nothing can be
/// written before the last ticket is read); the store grown, with lotto stopped (`SIGSTOP`)
/// before it reached its final size, so the signal is there before the last block; the output
/// begun, which comes only after the commit, and then held by a pipe nobody reads.
@Suite(.serialized) struct SignalDuringWriteTests {
    let lotto = LottoExecutable()

    static let endingSignals = [SIGINT, SIGTERM]
    /// Every signal that ends a plain command, Ctrl-\\'s `SIGQUIT` (which the Swift runtime's
    /// backtracer would take) and `SIGHUP` among them: for the tests that take a moment.
    static let everyEndingSignal = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Enough tickets for some 25 blocks of 1 MiB, and an output that no pipe holds.
    static let ticketCount = 300_000

    @Test(arguments: everyEndingSignal) func aSignalWhileTheTicketsAreReadSavesNothing(signal: Int32) async throws { try await offThePool {
        try lotto.saveEach([["1", "2", "3", "4", "5", "6"]])
        let before = try #require(lotto.storeBytes)
        try signalWhileReading(["save", "-"], Array("7 8 9 10 11 12\n13 14 15 16 17 18\n".utf8), signal)
        #expect(lotto.storeBytes == before)
    } }

    @Test(arguments: endingSignals) func aSignalWhileTheStoreGrowsLeavesItByteForByteAsItWas(signal: Int32) async throws { try await offThePool {
        try lotto.saveEach([["1", "2", "3", "4", "5", "6"]])
        let before = try #require(lotto.storeBytes)
        let filter = URL(fileURLWithPath: lotto.storePath + ".lines")
        let filterBefore = try Data(contentsOf: filter)
        let tickets = try Self.tickets(lotto)
        // The same save on a copy of the store: the size the store has once every block is in.
        let copy = lotto.home.file("copy.jsonl")
        try before.write(to: URL(fileURLWithPath: copy))
        #expect(try lotto.run(["save", "-", "--store", copy], stdin: tickets).status == 0)
        let finalSize = Self.size(of: copy)

        let (running, output) = try startSaving(tickets)
        let printed = Self.readInBackground(output)
        #expect(Self.waitUntil { Self.size(of: lotto.storePath) > before.count }, "the store never grew")
        kill(running.pid, SIGSTOP)
        var status: Int32 = 0
        while waitpid(running.pid, &status, WUNTRACED) == -1 && errno == EINTR {}
        let sizeWhenStopped = Self.size(of: lotto.storePath)
        #expect(sizeWhenStopped > before.count && sizeWhenStopped < finalSize, "stopped at \(sizeWhenStopped) bytes")
        kill(running.pid, signal)
        kill(running.pid, SIGCONT)

        #expect(running.waitForEnd() == .signaled(signal))
        #expect(lotto.storeBytes == before, "the store after: \(Self.size(of: lotto.storePath)) bytes")
        #expect(printed().isEmpty)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: lotto.home.file("data/lotto"))
        #expect(leftovers.sorted() == ["tickets.jsonl", "tickets.jsonl.lines", "tickets.jsonl.lock"])
        #expect(try Data(contentsOf: filter) == filterBefore, "the filter of lines saved as it was")
    } }

    @Test(arguments: endingSignals) func aSignalAfterTheCommitLetsTheSaveFinishAndSayWhatItSaved(signal: Int32)
        async throws
    { try await offThePool {
        try lotto.saveEach([["1", "2", "3", "4", "5", "6"]])
        let (running, output) = try startSaving(try Self.tickets(lotto))
        // lotto prints what it saved only once the tickets are committed; the rest of its output
        // then waits on this pipe, so the signal comes while it is still printing.
        var first: UInt8 = 0
        #expect(read(output, &first, 1) == 1)
        kill(running.pid, signal)
        let rest = Self.readToEnd(output)

        #expect(running.waitForEnd() == .exited(0))
        let printed = [first] + rest
        #expect(printed.count { $0 == UInt8(ascii: "\n") } == Self.ticketCount)
        #expect(String(decoding: printed.suffix(80), as: UTF8.self).contains("#\(Self.ticketCount + 1) "))
        #expect(try lotto.run(["list"], timeout: 120).lines.count == Self.ticketCount + 1)
    } }

    @Test(arguments: everyEndingSignal) func aSignalWhileTheDrawsAreReadRecordsNothing(signal: Int32) async throws { try await offThePool {
        #expect(try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")]).status == 0)
        let before = try #require(lotto.historyBytes)
        let draws = try DrawSamples.bytes("kr645-dhlottery-1-300.jsonl")
        try signalWhileReading(["draws", "import", "-"], Array(draws.prefix(draws.count / 2)), signal)
        #expect(lotto.historyBytes == before)
    } }

    @Test(arguments: endingSignals) func aSignalAfterTheHistoryIsReplacedLetsTheImportFinish(signal: Int32) async throws { try await offThePool {
        let output = Self.makePipe()
        let filler = Self.fill(output.write)
        let file = DrawSamples.path("kr645-dhlottery-1-300.jsonl")
        let running = try lotto.start(["draws", "import", file], standardOutput: output.write)
        close(output.write)
        // Recorded: the history holds its header and the 300 draws. lotto's report of it waits
        // on the full pipe.
        let recorded = Self.waitUntil {
            (lotto.historyBytes?.count { $0 == UInt8(ascii: "\n") } ?? 0) == 301
        }
        #expect(recorded, "the history was never replaced")
        kill(running.pid, signal)
        let printed = Self.readToEnd(output.read)

        #expect(running.waitForEnd() == .exited(0))
        #expect(printed.prefix(filler) == ArraySlice(repeating: UInt8(ascii: "."), count: filler))
        #expect(
            String(decoding: printed.dropFirst(filler), as: UTF8.self)
                == "imported 300 draws from \(file) (dhlottery JSON): 300 added, 0 updated, 0 replaced, 0 kept\n")
        #expect(try lotto.run(["draws", "--game", "kr645"]).lines.count == 300)
    } }

    // MARK: Helpers

    /// Starts lotto with `arguments`, gives it `firstBytes` on a standard input left open (so it
    /// can have written nothing yet), and sends it `signal`, of which it must die.
    private func signalWhileReading(_ arguments: [String], _ firstBytes: [UInt8], _ signal: Int32) throws {
        let input = Self.makePipe()
        let running = try lotto.start(arguments, standardInput: input.read)
        close(input.read)
        #expect(write(input.write, firstBytes, firstBytes.count) == firstBytes.count)
        // Once lotto waits for more of standard input, its runtime and its own handlers are in
        // place (the Swift runtime's backtracer, which takes SIGQUIT, among them).
        #expect(Self.waitUntil { Self.isReadingStandardInput(running.pid) }, "lotto never waited for input")
        kill(running.pid, signal)
        #expect(running.waitForEnd() == .signaled(signal))
        close(input.write)
    }

    /// Whether process `pid`'s main thread is in `read(2)` of descriptor 0: Linux's
    /// `/proc/<pid>/syscall` starts with the call's number (0, `read`, on x86_64 and 63 on
    /// arm64) and its first argument.
    private static func isReadingStandardInput(_ pid: Int32) -> Bool {
        guard let call = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return false }
        #if arch(arm64)
            return call.hasPrefix("63 0x0 ")
        #else
            return call.hasPrefix("0 0x0 ")
        #endif
    }

    /// Starts `lotto save -`, fed `tickets` from another thread; returns its output's read end.
    private func startSaving(_ tickets: String) throws -> (LottoExecutable.Started, Int32) {
        let input = Self.makePipe()
        let output = Self.makePipe()
        let running = try lotto.start(["save", "-"], standardInput: input.read, standardOutput: output.write)
        close(input.read)
        close(output.write)
        signal(SIGPIPE, SIG_IGN)
        let bytes = Array(tickets.utf8)
        DispatchQueue.global().async {
            bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let count = write(input.write, buffer.baseAddress! + written, buffer.count - written)
                    if count <= 0 { break }
                    written += count
                }
            }
            close(input.write)
        }
        return (running, output.read)
    }

    private static func tickets(_ lotto: LottoExecutable) throws -> String {
        let drawn = try lotto.run(["new", "-n", "\(ticketCount)", "--seed", "1"], timeout: 120)
        #expect(drawn.status == 0)
        return drawn.stdout
    }

    /// A pipe, both ends close-on-exec, so that a lotto started meanwhile holds only its own.
    private static func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "no pipe")
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Fills the pipe of `end` until it takes no more; returns how many bytes went in.
    private static func fill(_ end: Int32) -> Int {
        let flags = fcntl(end, F_GETFL)
        _ = fcntl(end, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(end, F_SETFL, flags) }
        let block = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
        var total = 0
        while true {
            let count = write(end, block, block.count)
            guard count > 0 else { return total }
            total += count
        }
    }

    private static func readToEnd(_ end: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(end, &block, block.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: block[..<count])
        }
        close(end)
        return bytes
    }

    /// Reads `end` to its end on another thread; the function returned waits for that.
    private static func readInBackground(_ end: Int32) -> () -> [UInt8] {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var bytes: [UInt8] = []
        DispatchQueue.global().async {
            bytes = readToEnd(end)
            done.signal()
        }
        return {
            done.wait()
            return bytes
        }
    }

    private static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : -1
    }

    /// Polls `condition` every millisecond, for up to a minute.
    private static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if condition() { return true }
            usleep(1000)
        }
        return condition()
    }
}
