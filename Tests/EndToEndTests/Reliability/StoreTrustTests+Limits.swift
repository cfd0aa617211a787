import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The store-trust cases at the limits: crashes, hangs, starved writers, and the smaller ones.
extension StoreTrustTests {
    // MARK: 7. Crashes

    @Test func theLastIdThereIsIsAClearErrorAndTheStoreCanStillBeCleared() throws {
        let before = try writeStore(Self.header + Self.line(Int.max))
        try lotto.run(["save", "1", "2", "3", "4", "5", "7"]).expectFailure(65, naming: "9223372036854775807")
        #expect(lotto.storeBytes == before)
        #expect(try lotto.run(["list"]).lines.count == 1)
        #expect(try lotto.run(["clear", "--yes"]).status == 0)
        try lotto.run(["save", "1", "2", "3", "4", "5", "7"]).expectFailure(65, naming: "no more tickets")
    }

    /// Ids end at 2^53 - 1, the largest whole number every JSON reader holds exactly.
    @Test func idsStopAtTheLargestNumberJSONReadersHoldExactly() throws {
        _ = try writeStore(Self.header + Self.line(9_007_199_254_740_990))
        let saved = try lotto.run(["save", "1", "2", "3", "4", "5", "7"])
        #expect(saved.stdout.hasPrefix("#9007199254740991  "))
        try lotto.run(["save", "1", "2", "3", "4", "5", "8"]).expectFailure(65, naming: "9007199254740991")
        try lotto.run(["delete", "9007199254740991"])
        try lotto.run(["save", "1", "2", "3", "4", "5", "8"]).expectFailure(65, naming: "9007199254740991")
    }

    @Test func anEnormousWidthIsCapped() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        lotto.environment["COLUMNS"] = "99999999999"
        let stats = try lotto.run(["stats"])
        #expect(stats.status == 0)
        #expect(stats.lines.allSatisfy { $0.count <= 1000 })
        let help = try lotto.run(["new", "--help"])
        #expect(help.status == 0 && help.lines.allSatisfy { $0.count <= 1000 })
    }

    /// `check -` reads one draw: endless input is refused, not read until memory runs out.
    @Test func checkReadsOneDrawFromStandardInput() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let endless = try lotto.shell(#"yes '1 2 3 4 5 6 + 7' 2>/dev/null | "$LOTTO" check -"#)
        endless.expectFailure(65, naming: "line 2 holds a second draw")
        let blankForEver = try lotto.shell(#"yes '' 2>/dev/null | "$LOTTO" check -"#)
        blankForEver.expectFailure(65, naming: "standard input is over 1 MiB; a draw is one line")
        try lotto.run(["check", "-"], stdin: "1 2 3 4 5 6 + 7\n8 9 10 11 12 13 + 14\n")
            .expectFailure(65, naming: "line 2")
        let one = try lotto.run(["check", "-"], stdin: "\n1 2 3 4 5 6 + 7\r\n\n  \n")
        #expect(one.status == 0 && one.lines.first?.hasSuffix("tier 1  prize unknown") == true, "\(one.stderr)")
    }

    /// `save -` reads its input as it comes and keeps only tickets: one endless line is refused
    /// at once, not read until memory runs out.
    @Test func anEndlessLineOnStandardInputIsRefusedAtOnce() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = lotto.storeBytes
        try lotto.shell(#"exec "$LOTTO" save - </dev/zero"#).expectFailure(
            65, naming: "line 1 is longer than 4096 bytes")
        let padded = "1 2 3 4 5 6" + String(repeating: " ", count: 5000) + "\n"
        try lotto.run(["save", "-"], stdin: "7 8 9 10 11 12\n" + padded).expectFailure(65, naming: "line 2")
        #expect(lotto.storeBytes == before)
    }

    /// Without a home folder, only what needs one fails: a named store is still listed, and a
    /// draw is still printed, with a warning that it is not remembered.
    @Test func noHomeFolderFailsOnlyWhatNeedsOne() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        lotto.environment = ["PATH": lotto.environment["PATH"]!]
        #expect(try lotto.run(["list", "--store", lotto.storePath]).lines.count == 1)
        let drawn = try lotto.run(["new"])
        #expect(drawn.status == 0 && drawn.lines.count == 1)
        #expect(drawn.stderr.contains("set HOME or XDG_STATE_HOME"))
        try lotto.run(["list"]).expectFailure(73, naming: "set HOME or XDG_DATA_HOME")
    }

    // MARK: 8. Hangs

    /// A FIFO is not a store: every command says so at once, instead of waiting in `open` for a
    /// writer that never comes.
    @Test func aFIFOWhereAFileShouldBeIsAnErrorAtOnce() throws {
        let fifo = lotto.home.file("fifo.jsonl")
        #expect(mkfifo(fifo, 0o600) == 0)
        for arguments in [
            ["list"], ["stats"], ["check", "1", "2", "3", "4", "5", "6", "--bonus", "7"], ["delete", "1"],
            ["save", "1", "2", "3", "4", "5", "6"],
        ] {
            try lotto.run(arguments + ["--store", fifo], timeout: 10).expectFailure(74, naming: "FIFO")
        }
        let lastDraw = lotto.home.file("state/lotto/last-draw")
        try fileManager.createDirectory(atPath: lotto.home.file("state/lotto"), withIntermediateDirectories: true)
        #expect(mkfifo(lastDraw, 0o600) == 0)
        try lotto.run(["save"], timeout: 10).expectFailure(74, naming: "FIFO")
        let drawn = try lotto.run(["new"], timeout: 10)
        #expect(drawn.status == 0 && drawn.lines.count == 1)
        #expect(drawn.stderr.contains("FIFO"))
    }

    // MARK: 9. Starved writers

    /// Readers whose shared locks overlap (two `lotto list` loops on a large store) used to keep
    /// a writer out for ever: a new reader was let in while the writer waited. Now a waiting
    /// writer queues new readers behind it. Shown step by step: a reader holds the lock, a save
    /// starts and waits, a new reader is refused while it waits, and the save completes as soon
    /// as the first reader lets go.
    @Test func aWaitingWriterIsServedBeforeNewReaders() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let lockPath = FilePath(lotto.storePath + ".lock")
        let writer = Process()
        writer.executableURL = LottoExecutable.binary
        writer.arguments = ["save", "1", "2", "3", "4", "5", "7"]
        writer.environment = lotto.environment.merging(["LOTTO_LOCK_TIMEOUT": "20"]) { $1 }
        writer.standardOutput = FileHandle.nullDevice
        writer.standardError = FileHandle.nullDevice
        defer { if writer.isRunning { writer.terminate() } }

        do {
            let firstReader = try #require(try FileLock(at: lockPath, .shared, timeout: 1, ownerOfNewFile: nil))
            try writer.run()
            // Until the writer waits, a new reader gets in at once; from then on it must not.
            var newReaderRefused = false
            for _ in 0..<1000 where !newReaderRefused {
                newReaderRefused = try FileLock(at: lockPath, .shared, timeout: 0, ownerOfNewFile: nil) == nil
                if !newReaderRefused { usleep(10_000) }
            }
            #expect(newReaderRefused, "a new reader got in ahead of the waiting writer for 10 s")
            #expect(writer.isRunning, "the writer waits for the first reader")
            withExtendedLifetime(firstReader) {}
        }
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(try lotto.run(["list"]).lines.count == 2)
    }

    // MARK: 12. Smaller

    @Test func aStorePathEndingInASlashIsRefusedAndNoFolderIsMade() throws {
        let path = lotto.home.file("newdir/")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", path]).expectFailure(74, naming: "folder")
        #expect(!fileManager.fileExists(atPath: lotto.home.file("newdir")))
    }

    @Test func aLinkLoopIsReportedAsALoop() throws {
        let loop = lotto.home.file("loop.jsonl")
        try fileManager.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        try lotto.run(["list", "--store", loop]).expectFailure(74, naming: "Too many levels of symbolic links")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", loop])
            .expectFailure(73, naming: "Too many levels of symbolic links")
    }

    @Test func oneCustomGameHasOneIdHoweverItIsSpelled() throws {
        try lotto.run(["save", "--game", "06/45", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["save", "--game", "6/045", "1", "2", "3", "4", "5", "7"])
        #expect(try lotto.run(["list", "--game", "6/45"]).lines.count == 2)
        #expect(try lotto.run(["list"]).lines.allSatisfy { $0.hasSuffix("  6/45") })
    }

    @Test func aLastDrawWithALeadingSpaceIsReadRight() throws {
        try fileManager.createDirectory(atPath: lotto.home.file("state/lotto"), withIntermediateDirectories: true)
        try lotto.home.write(" kr645 1 2 3 4 5 6\n", to: "state/lotto/last-draw")
        let saved = try lotto.run(["save"])
        #expect(saved.status == 0 && saved.stdout.hasPrefix("#1  1 2 3 4 5 6  "), "\(saved.stderr)")
    }

    @Test(arguments: [["--help"], ["help"], [], ["help", "save"], ["list", "--help"]])
    func helpThatCannotBeWrittenIsAnError(_ arguments: [String]) throws {
        let result = try lotto.run(arguments, stdout: try LottoExecutable.fullDevice())
        result.expectFailure(74, naming: "No space left on device")
    }

    @Test func statsDrawsASCIIBarsOutsideUTF8Locales() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        for (locale, expectsBlocks) in [
            ("C", false), ("POSIX", false), ("en_US.ISO-8859-1", false), ("en_US.UTF-8", true), ("C.utf8", true),
            ("UTF-8", true),
        ] {
            lotto.environment["LANG"] = locale
            let chart = try lotto.run(["stats"]).stdout
            #expect(chart.utf8.contains { $0 >= 0x80 } == expectsBlocks, "\(locale)")
            #expect(chart.contains("#") != expectsBlocks, "\(locale)")
        }
    }
}
