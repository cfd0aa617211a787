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
    let lotto = LottoExecutable()
    static let header = #"{"format":"lotto-tickets","version":1}"# + "\n"
    static func line(_ id: Int, _ numbers: String = "1,2,3,4,5,6") -> String {
        #"{"id":\#(id),"numbers":[\#(numbers)],"saved":"2026-11-22T10:15:30Z"}"# + "\n"
    }
    /// A line cut short by a save killed mid-write.
    static let tornLine = #"{"id":2,"numbers":[7,8,"#

    var fileManager: FileManager { .default }

    /// Writes `content` as the default store, making its folder.
    func writeStore(_ content: String) throws -> Data {
        try fileManager.createDirectory(atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        let data = Data(content.utf8)
        try data.write(to: URL(fileURLWithPath: lotto.storePath))
        return data
    }

    func contents(of path: String) -> Data? { fileManager.contents(atPath: path) }

    func isSymbolicLink(_ path: String) -> Bool {
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
}
