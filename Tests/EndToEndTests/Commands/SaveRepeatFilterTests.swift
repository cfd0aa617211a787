import Foundation
import TestSupport
import Testing

/// The filter of lines saved beside the store (`tickets.jsonl.lines`), which spares a save that
/// repeats no line the reading of the store: made owner-only, rebuilt when missing or damaged,
/// caught up when the store grew without it, never followed through a link, and never the
/// reason for a warning missed or invented.
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct SaveRepeatFilterTests {
    private let lotto = LottoExecutable()
    private let fileManager = FileManager.default
    private var filterPath: String { lotto.storePath + ".lines" }

    init() {
        lotto.clock = "2026-11-23 12:00:00"
    }

    private func save(_ numbers: String, draw: String = "2026-11-28") throws -> LottoExecutable.Result {
        let saved = try lotto.run(["save", "--draw", draw] + numbers.split(separator: " ").map(String.init))
        #expect(saved.status == 0, "\(saved.stderr)")
        return saved
    }

    private func warning(_ id: Int, repeats earlier: Int, _ draw: String = "2026-11-28") -> String {
        "lotto: warning: ticket \(id) repeats ticket \(earlier)'s line for the draw of \(draw)\n"
    }

    /// A save makes the filter, owner-only, beginning with its header.
    @Test func theFilterIsMadeOwnerOnly() throws {
        _ = try save("1 2 3 4 5 6")
        let attributes = try fileManager.attributesOfItem(atPath: filterPath)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let head = try #require(FileHandle(forReadingAtPath: filterPath)?.readData(ofLength: 14))
        #expect(String(decoding: head, as: UTF8.self) == "lotto-lines 1 ")
    }

    /// A filter removed, emptied, cut short or with its header damaged is rebuilt from the
    /// store: the repeat is still found, and a line not repeated still says nothing.
    @Test func aMissingOrDamagedFilterIsRebuilt() throws {
        _ = try save("1 2 3 4 5 6")
        var id = 1
        let damages: [(String, (String) throws -> Void)] = [
            ("removed", { try FileManager.default.removeItem(atPath: $0) }),
            ("emptied", { try Data().write(to: URL(fileURLWithPath: $0)) }),
            ("cut short", { try FileHandle(forWritingAtPath: $0)?.truncate(atOffset: 4096) }),
            (
                "header damaged",
                { path in
                    let file = try #require(FileHandle(forWritingAtPath: path))
                    try file.seek(toOffset: 20)
                    file.write(Data("x".utf8))
                    try file.close()
                }
            ),
        ]
        for (damage, apply) in damages {
            try apply(filterPath)
            let other = try save("7 8 9 10 11 \(12 + id)")
            #expect(other.stderr.isEmpty, "\(damage): \(other.stderr)")
            try apply(filterPath)
            let again = try save("1 2 3 4 5 6")
            #expect(again.stderr == warning(id + 2, repeats: id), "\(damage)")
            id += 2
            #expect(fileManager.fileExists(atPath: filterPath), "\(damage)")
        }
    }

    /// Tickets appended without the filter (an older lotto's save, by hand) are read into it by
    /// the next save: their repeats are found.
    @Test func aStoreGrownWithoutTheFilterIsCaughtUp() throws {
        _ = try save("1 2 3 4 5 6")
        let line =
            #"{"draw":"2026-11-28","id":2,"numbers":[7,8,9,10,11,12],"round":1252,"saved":"2026-11-23T12:00:00Z"}"#
        let store = try #require(FileHandle(forWritingAtPath: lotto.storePath))
        try store.seekToEnd()
        store.write(Data((line + "\n").utf8))
        try store.close()
        #expect(try save("7 8 9 10 11 12").stderr == warning(3, repeats: 2))
        #expect(try save("1 2 3 4 5 6").stderr == warning(4, repeats: 1))
    }

    /// A deleted ticket's line is no longer the store's: saving it again says nothing (its keys
    /// stay set until the filter is rebuilt, so the store is read, and holds it no more).
    @Test func aDeletedTicketsLineIsNotWarnedOf() throws {
        _ = try save("1 2 3 4 5 6")
        _ = try save("7 8 9 10 11 12")
        #expect(try lotto.run(["delete", "1"]).status == 0)
        let again = try save("1 2 3 4 5 6")
        #expect(again.stderr.isEmpty, "\(again.stderr)")
        #expect(try save("7 8 9 10 11 12").stderr == warning(4, repeats: 2))
    }

    /// A filter whose every bit is set holds every key: the store is read each time, and the
    /// warnings are those it gives, no more.
    @Test func aFalsePositiveReadsTheStoreAndInventsNothing() throws {
        _ = try save("1 2 3 4 5 6")
        let size = try #require((try fileManager.attributesOfItem(atPath: filterPath)[.size] as? NSNumber)?.intValue)
        let file = try #require(FileHandle(forWritingAtPath: filterPath))
        try file.seek(toOffset: 128)
        file.write(Data(repeating: 0xFF, count: size - 128))
        try file.close()
        let other = try save("1 2 3 4 5 7")
        #expect(other.stderr.isEmpty, "\(other.stderr)")
        let otherDraw = try save("1 2 3 4 5 6", draw: "2026-12-05")
        #expect(otherDraw.stderr.isEmpty, "\(otherDraw.stderr)")
        #expect(try save("1 2 3 4 5 6").stderr == warning(4, repeats: 1))
    }

    /// A symbolic link planted at the filter's name is refused before anything is saved, and
    /// its target is never written; so is a file there that is not lotto's.
    @Test func aLinkOrAFileNotLottosAtTheFiltersNameIsRefused() throws {
        _ = try save("1 2 3 4 5 6")
        let store = try Data(contentsOf: URL(fileURLWithPath: lotto.storePath))
        let target = lotto.home.file("target")
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: target))
        try fileManager.removeItem(atPath: filterPath)
        try fileManager.createSymbolicLink(atPath: filterPath, withDestinationPath: target)
        let linked = try lotto.run(["save", "--draw", "2026-11-28", "7", "8", "9", "10", "11", "12"])
        #expect(linked.status == 74)
        #expect(
            linked.stderr.contains("tickets.jsonl.lines is a symbolic link, not a regular file"), "\(linked.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: lotto.storePath)) == store)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")

        try fileManager.removeItem(atPath: filterPath)
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: filterPath))
        let notLottos = try lotto.run(["save", "--draw", "2026-11-28", "7", "8", "9", "10", "11", "12"])
        #expect(notLottos.status == 65)
        #expect(notLottos.stderr.contains("tickets.jsonl.lines:1: not lotto's filter of lines saved"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: lotto.storePath)) == store)
        #expect(try String(contentsOfFile: filterPath, encoding: .utf8) == "my notes\n")
    }
}
