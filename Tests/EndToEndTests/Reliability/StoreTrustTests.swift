import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The ticket file in the set-ups of real machines, each case as a user meets it: the binary
/// as a subprocess, with a sandboxed store. Numbered as the cases of the store-trust issue;
/// `LOTTO_TEST_BINARY=<older lotto> swift test --filter StoreTrustTests` shows which an older
/// build fails.
@Suite struct StoreTrustTests {
    private let lotto = LottoExecutable()
    private static let header = #"{"format":"lotto-tickets","version":1}"# + "\n"
    private static func line(_ id: Int, _ numbers: String = "1,2,3,4,5,6") -> String {
        #"{"id":\#(id),"numbers":[\#(numbers)],"saved":"2026-11-22T10:15:30Z"}"# + "\n"
    }
    /// A line cut short by a save killed mid-write.
    private static let tornLine = #"{"id":2,"numbers":[7,8,"#

    private var fileManager: FileManager { .default }

    /// Writes `content` as the default store, making its folder.
    private func writeStore(_ content: String) throws -> Data {
        try fileManager.createDirectory(atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        let data = Data(content.utf8)
        try data.write(to: URL(fileURLWithPath: lotto.storePath))
        return data
    }

    private func contents(of path: String) -> Data? { fileManager.contents(atPath: path) }

    private func isSymbolicLink(_ path: String) -> Bool {
        (try? fileManager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    // MARK: 1. A symlinked store

    /// Dotfile managers link `~/.local/share`: saves, deletes and clears go to the real folder,
    /// and the link stays a link.
    @Test func aLinkedDataFolderStaysALinkThroughEveryChange() throws {
        let real = lotto.home.file("dotfiles/share")
        try fileManager.createDirectory(atPath: real, withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(atPath: lotto.home.file("data"), withDestinationPath: real)
        try fileManager.createDirectory(atPath: real + "/lotto", withIntermediateDirectories: true)
        let store = real + "/lotto/tickets.jsonl"
        for arguments in [
            ["save", "1", "2", "3", "4", "5", "6"], ["save", "7", "8", "9", "10", "11", "12"], ["delete", "1"],
            ["save", "13", "14", "15", "16", "17", "18"],
        ] {
            #expect(try lotto.run(arguments).status == 0)
        }
        #expect(isSymbolicLink(lotto.home.file("data")))
        let listed = try lotto.run(["list", "--store", store]).lines.map { $0.prefix(3) }
        #expect(listed == ["#2 ", "#3 "], "both names show one store")
        #expect(try lotto.run(["clear", "--yes"]).status == 0)
        #expect(isSymbolicLink(lotto.home.file("data")))
        #expect(try lotto.run(["list", "--store", store]).stdout.isEmpty)
    }

    /// A store file that is itself a link: a rewrite replaces the file it points to.
    @Test func aLinkedStoreFileStaysALinkAndItsTargetIsRewritten() throws {
        let target = lotto.home.file("elsewhere/tickets.jsonl")
        let link = lotto.home.file("link.jsonl")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", target])
        try fileManager.createSymbolicLink(atPath: link, withDestinationPath: target)
        for arguments in [["save", "1", "2", "3", "4", "5", "7"], ["delete", "1"]] {
            #expect(try lotto.run(arguments + ["--store", link]).status == 0)
        }
        #expect(isSymbolicLink(link))
        #expect(try lotto.run(["list", "--store", target]).lines.map { $0.prefix(3) } == ["#2 "])
        #expect(!fileManager.fileExists(atPath: link + ".lock"), "the lock belongs to the real file")
    }

    /// Two names of one store take one lock: held on the real file's lock, it keeps out a save
    /// through the link.
    @Test func everyNameOfOneStoreTakesTheSameLock() throws {
        let link = lotto.home.file("link.jsonl")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try fileManager.createSymbolicLink(atPath: link, withDestinationPath: lotto.storePath)
        let before = lotto.storeBytes
        let holder = open(lotto.storePath + ".lock", O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "0.2"
        try lotto.run(["save", "7", "8", "9", "10", "11", "12", "--store", link]).expectFailure(75, naming: link)
        #expect(lotto.storeBytes == before)
    }

    @Test func savesThroughTwoNamesAtOnceKeepEveryTicketWithUniqueIds() throws {
        let link = lotto.home.file("link.jsonl")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try fileManager.createSymbolicLink(atPath: link, withDestinationPath: lotto.storePath)
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "60"
        lotto.environment["LINK"] = link
        let result = try lotto.shell(
            """
            for p in 1 2 3 4; do
                (for i in $(seq 15); do "$LOTTO" save 1 2 3 4 5 $((i + 6)) >/dev/null || exit 1; done) &
                (for i in $(seq 15); do "$LOTTO" save --store "$LINK" 1 2 3 4 5 $((i + 6)) >/dev/null || exit 1; done) &
            done
            failed=0
            for job in $(jobs -p); do wait "$job" || failed=1; done
            exit $failed
            """)
        #expect(result.status == 0, "\(result.stderr)")
        struct Saved: Decodable { let id: Int }
        let listed = try JSONDecoder().decode([Saved].self, from: Data(try lotto.run(["list", "--json"]).stdout.utf8))
        #expect(listed.map(\.id) == Array(1...121))
    }

    // MARK: 2. A store that exists but cannot be reached

    /// A folder made by `sudo lotto save`: its tickets are not "no tickets".
    @Test(.enabled(if: RequiredTool.runs(needing: LottoExecutable.canSwitchUser), "needs root, to run lotto as nobody"))
    func aStoreThisUserCannotReachIsAnErrorNotAnEmptyStore() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])  // as root: the folder is root's, 0700
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lotto.home.path)
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lotto.home.file("data"))
        lotto.environment["LOTTO_STORE"] = lotto.storePath
        for arguments in [["list"], ["check", "1", "2", "3", "4", "5", "6", "--bonus", "7"], ["stats"]] {
            let result = try lotto.run(arguments, as: .nobody)
            result.expectFailure(74, naming: lotto.storePath)
            #expect(result.stderr.contains("Permission denied"))
        }
        try lotto.run(["save", "1", "2", "3", "4", "5", "7"], as: .nobody).expectFailure(73, naming: lotto.storePath)
        #expect(try lotto.run(["list"]).lines.count == 1)
    }

    @Test(arguments: ["a name too long", "a file where a folder should be"])
    func aPathThatCannotBeFollowedIsAnErrorNotAnEmptyStore(_ problem: String) throws {
        try lotto.home.write("notes", to: "notes.txt")
        let path =
            problem == "a name too long"
            ? lotto.home.file(String(repeating: "a", count: 300) + "/tickets.jsonl")
            : lotto.home.file("notes.txt/tickets.jsonl")
        let reason = problem == "a name too long" ? "File name too long" : "Not a directory"
        for arguments in [["list"], ["check", "1", "2", "3", "4", "5", "6", "--bonus", "7"]] {
            let result = try lotto.run(arguments + ["--store", path])
            result.expectFailure(74, naming: reason)
        }
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", path]).expectFailure(73, naming: reason)
    }

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

    // MARK: 4. Path bytes

    /// `\xff` and `\xfe` name two files, both kept byte for byte; messages show the bytes.
    @Test func pathsThatAreNotUTF8AreUsedByteForByte() throws {
        let saved = try lotto.shell(#"cd "$HOME" && exec "$LOTTO" save 1 2 3 4 5 6 --store "$(printf 'x\377.jsonl')""#)
        #expect(saved.status == 0, "\(saved.stderr)")
        let other = try lotto.shell(#"cd "$HOME" && exec "$LOTTO" list --store "$(printf 'x\376.jsonl')""#)
        #expect(other.status == 0 && other.stdout.isEmpty, "another name is another (empty) store")
        let same = try lotto.shell(#"cd "$HOME" && exec "$LOTTO" list --store "$(printf 'x\377.jsonl')""#)
        #expect(same.lines.count == 1)
        #expect(try lotto.shell(#"test -f "$HOME/$(printf 'x\377.jsonl')""#).status == 0)
        #expect(!fileManager.fileExists(atPath: lotto.home.file("x\u{FFFD}.jsonl")), "no file named with U+FFFD")
        let refused = try lotto.shell(
            #"cd "$HOME" && printf 'x' >"$(printf 'y\377')"; exec "$LOTTO" list --store "$(printf 'y\377')""#)
        refused.expectFailure(65, naming: #"y\xFF:1:"#)
    }

    @Test(arguments: ["HOME", "LOTTO_STORE", "XDG_DATA_HOME"])
    func environmentPathsThatAreNotUTF8AreUsedByteForByte(_ variable: String) throws {
        let folder = #""$PWD/$(printf 'h\377')""#
        let value = variable == "LOTTO_STORE" ? folder + "/t.jsonl" : folder
        let unset = variable == "HOME" ? "XDG_DATA_HOME" : "NOTHING"
        let script = #"cd "$HOME" && mkdir -p "$(printf 'h\377')" && unset \#(unset) && \#(variable)=\#(value) "#
        #expect(try lotto.shell(script + #"exec "$LOTTO" save 1 2 3 4 5 6"#).status == 0)
        #expect(try lotto.shell(script + #"exec "$LOTTO" list"#).lines.count == 1)
        let store = ["HOME": ".local/share/lotto/tickets.jsonl", "LOTTO_STORE": "t.jsonl"][
            variable, default: "lotto/tickets.jsonl"]
        #expect(try lotto.shell(#"test -f "$HOME/$(printf 'h\377')/\#(store)""#).status == 0)
        #expect(!fileManager.fileExists(atPath: lotto.home.file("h\u{FFFD}")), "no folder named with U+FFFD")
    }

    @Test(arguments: [["--store", ""], ["--store="]])
    func anEmptyStorePathIsAUsageError(_ option: [String]) throws {
        try lotto.run(["list"] + option).expectFailure(64, naming: "--store")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"] + option).expectFailure(64, naming: "--store")
        #expect(lotto.storeBytes == nil)
    }

    // MARK: 5. Files lotto did not write

    static let foreignFiles: [(name: String, content: [UInt8])] = [
        ("a NUL byte", [0]),
        ("random bytes without a newline", [0x8F, 0x12, 0xFF, 0x41, 0x7B, 0x00, 0x9C]),
        ("half a header", Array(#"{"format":"lot"#.utf8)),
        ("a one-line JSON document", Array(#"{"name":"my tickets","numbers":[1,2,3]}"#.utf8)),
        ("notes without a newline", Array("buy tickets on friday".utf8)),
        ("notes", Array("line one\nline two\n".utf8)),
    ]

    /// Only a file that begins with a whole lotto header line is lotto's: any other is refused
    /// by every command, untouched, and nothing is made beside it (no lock, no torn file).
    @Test(arguments: foreignFiles)
    func aFileLottoDidNotWriteIsRefusedUntouchedByEveryCommand(name: String, content: [UInt8]) throws {
        let path = lotto.home.file("mine.txt")
        try Data(content).write(to: URL(fileURLWithPath: path))
        for arguments in [
            ["save", "1", "2", "3", "4", "5", "6"], ["delete", "1"], ["clear", "--yes"], ["list"],
            ["check", "1", "2", "3", "4", "5", "6", "--bonus", "7"], ["stats"],
        ] {
            let result = try lotto.run(arguments + ["--store", path])
            result.expectFailure(65, naming: "\(path):1: not a lotto ticket file")
        }
        #expect(contents(of: path) == Data(content), "\(name)")
        #expect(try fileManager.contentsOfDirectory(atPath: lotto.home.path).sorted() == ["mine.txt"], "\(name)")
    }

    /// A torn last line of 20 MB (a huge save killed mid-write, or garbage appended) after a
    /// whole header: skipped by a read, set aside whole by a save.
    @Test func aHugeTornLastLineIsSkippedAndSetAsideWhole() throws {
        let torn = String(repeating: "x", count: 20_000_000)
        _ = try writeStore(Self.header + Self.line(1) + torn)
        let listed = try lotto.run(["list"])
        #expect(listed.status == 0 && listed.lines.count == 1, "\(listed.stderr)")
        #expect(listed.stderr.contains("tickets.jsonl:3: skipped a line cut short"))
        let saved = try lotto.run(["save", "1", "2", "3", "4", "5", "7"])
        #expect(saved.status == 0 && saved.stdout.hasPrefix("#2  "))
        #expect(contents(of: lotto.storePath + ".torn") == Data((torn + "\n").utf8))
        let store = try #require(lotto.storeBytes)
        // The header now says version 4, the version of the line just added.
        let upgraded = Self.header.replacingOccurrences(of: #""version":1}"#, with: #""version":4}"#)
        #expect(store.starts(with: Data((upgraded + Self.line(1)).utf8)))
        #expect(!store.contains(UInt8(ascii: "x")) && store.count < 300, "the torn line is gone from the store")
        #expect(try lotto.run(["list"]).lines.count == 2)
    }

    // MARK: 6. Failures that change things, and changes whose output fails

    @Test func aFailedDeleteChangesNothing() throws {
        let before = try writeStore(Self.header + Self.line(1) + Self.tornLine)
        try lotto.run(["delete", "99"]).expectFailure(65, naming: "id 99")
        #expect(lotto.storeBytes == before)
        #expect(!fileManager.fileExists(atPath: lotto.storePath + ".torn"))
    }

    /// A save that fails part way (a full disk) takes back its lines and puts the torn line
    /// back where it was: the store and its side files byte for byte as before.
    @Test func aFailedSaveAfterATornLinePutsEverythingBack() throws {
        let before = try writeStore(Self.header + Self.line(1) + Self.tornLine)
        let tickets = try lotto.run(["new", "-n", "200", "--seed", "4"]).stdout
        let result = try lotto.shell(#"ulimit -f 1; exec "$LOTTO" save -"#, stdin: tickets)
        result.expectFailure(74, naming: lotto.storePath)
        #expect(lotto.storeBytes == before)
        #expect(!fileManager.fileExists(atPath: lotto.storePath + ".torn"))
    }

    /// A first save that fails leaves no trace: not the store, not its lock, not the folders
    /// it made for them.
    @Test func aFailedFirstSaveLeavesNoFileOrFolderBehind() throws {
        let store = lotto.home.file("new/deeper/tickets.jsonl")
        lotto.environment["STORE"] = store
        let result = try lotto.shell(#"ulimit -f 0; exec "$LOTTO" save 1 2 3 4 5 6 --store "$STORE""#)
        result.expectFailure(74, naming: store)
        #expect(!fileManager.fileExists(atPath: lotto.home.file("new")))
    }

    /// Once the tickets are saved, output that cannot be written is a warning naming what was
    /// saved, and the exit is 0: a script that retried would save them twice.
    @Test(arguments: ["a full disk", "a closed pipe"])
    func aSaveWhoseOutputIsLostSucceedsAndSaysWhatItSaved(_ output: String) throws {
        let stdout = try Self.failingOutput(output)
        let result = try lotto.run(["save", "1", "2", "3", "4", "5", "6"], stdout: stdout)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("lotto: warning: saved #1, but cannot write to standard output"))
        #expect(try lotto.run(["list"]).lines.count == 1)
        let deleted = try lotto.run(["delete", "1"], stdout: try Self.failingOutput(output))
        #expect(deleted.status == 0)
        #expect(deleted.stderr.hasPrefix("lotto: warning: removed #1, but cannot write to standard output"))
        #expect(try lotto.run(["list"]).stdout.isEmpty)
    }

    /// `/dev/full`, or the write end of a pipe whose reader is gone.
    private static func failingOutput(_ kind: String) throws -> FileHandle {
        guard kind == "a closed pipe" else { return try LottoExecutable.fullDevice() }
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        return pipe.fileHandleForWriting
    }

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

    // MARK: 11. Rewrites

    @Test(.enabled(if: RequiredTool.runs(needing: LottoExecutable.canSwitchUser), "needs root, to run lotto as nobody"))
    func aRewriteByRootKeepsTheStoresOwnerAndMode() throws {
        let folder = lotto.home.file("user")
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lotto.home.path)
        try fileManager.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: folder)
        let store = folder + "/tickets.jsonl"
        for first in 1...3 {
            #expect(
                try lotto.run(["save", "\(first)", "10", "11", "12", "13", "14", "--store", store], as: .nobody).status
                    == 0)
        }
        try fileManager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: store)
        #expect(try lotto.run(["delete", "1", "--store", store]).status == 0)  // as root
        let attributes = try fileManager.attributesOfItem(atPath: store)
        #expect(attributes[.ownerAccountID] as? Int == 65534 && attributes[.groupOwnerAccountID] as? Int == 65534)
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        #expect(try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", store], as: .nobody).status == 0)
        #expect(try lotto.run(["list", "--store", store], as: .nobody).lines.count == 3)
    }

    /// Links planted at the names of the store's side files are never followed: their targets
    /// are neither written nor created.
    @Test(arguments: [".tmp", ".torn", ".lock"])
    func aLinkPlantedAtASideFileIsNeverFollowed(_ suffix: String) throws {
        let before = try writeStore(Self.header + Self.line(1) + Self.tornLine)
        let precious = lotto.home.file("precious.txt")
        try lotto.home.write("precious\n", to: "precious.txt")
        let missing = lotto.home.file("created-through-the-link")
        try fileManager.createSymbolicLink(
            atPath: lotto.storePath + suffix, withDestinationPath: suffix == ".lock" ? missing : precious)
        for arguments in [["delete", "1"], ["save", "1", "2", "3", "4", "5", "7"]] {
            let result = try lotto.run(arguments)
            if suffix == ".tmp" {
                // Lotto's own scratch name: the link is removed and a new file made in its place.
                #expect(result.status == 0, "\(result.stderr)")
            } else {
                result.expectFailure(74, naming: "\(lotto.storePath)\(suffix) is a symbolic link")
                #expect(lotto.storeBytes == before, "a side file that cannot be used stops the change")
            }
        }
        #expect(contents(of: precious) == Data("precious\n".utf8))
        #expect(!fileManager.fileExists(atPath: missing))
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
