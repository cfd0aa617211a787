import Foundation
import Glibc
import Platform
import TestSupport
import Testing

@testable import Lotto

/// What `check --new` remembers beside the store: which results are new, the file's text read
/// back as written, a file not lotto's refused, and a write that fails leaving the old file and
/// nothing beside it.
@Suite struct SeenResultsFileTests {
    private let folder = TemporaryDirectory()
    private var storePath: String { folder.file("tickets.jsonl") }
    private let kr645 = LottoGame.korean645.id
    private let november21 = CivilDate(year: 2026, month: 11, day: 21)!
    private let november28 = CivilDate(year: 2026, month: 11, day: 28)!

    private func savedStore() throws -> SeenResultsFile {
        let saver = LottoNumberSaver(path: FilePath(storePath), lockTimeout: 1)
        _ = try saver.append(
            [try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])], at: Timestamp(secondsSince1970: 1_795_342_530))
        return saver.seenResults
    }

    private func folderListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private let drawn = DrawFingerprint(hex: "00000000000000a1")!
    private let corrected = DrawFingerprint(hex: "ffffffff000000a1")!

    @Test func aResultIsNewForATicketSavedSinceOrADrawNotShownOrChanged() {
        var seen = SeenResults()
        #expect(seen.isNew(id: 1, game: kr645, date: november21, fingerprint: drawn), "nothing shown yet")
        seen.remember(kr645, highestID: 3, settled: [november21: drawn])
        #expect(!seen.isNew(id: 3, game: kr645, date: november21, fingerprint: drawn))
        #expect(seen.isNew(id: 3, game: kr645, date: november21, fingerprint: corrected), "the draw changed")
        #expect(seen.isNew(id: 4, game: kr645, date: november21, fingerprint: drawn), "saved since")
        #expect(seen.isNew(id: 2, game: kr645, date: november28, fingerprint: drawn), "recorded since")
        #expect(
            seen.isNew(id: 2, game: LottoGame.named("powerball")!.id, date: november21, fingerprint: drawn),
            "another game's")
        seen.remember(kr645, highestID: 2, settled: [november28: drawn, november21: corrected])
        #expect(
            seen.games[kr645.rawValue]
                == SeenResults.Game(highestID: 3, dates: [november21: corrected, november28: drawn]))
    }

    @Test func aDateRememberedWithoutAFingerprintMatchesAnyDrawOfIt() throws {
        let seen = try SeenResults(parsing: Array("lotto-seen 1\nkr645 3 2026-11-21\n".utf8))
        #expect(
            seen.games[kr645.rawValue] == SeenResults.Game(highestID: 3, dates: [november21: DrawFingerprint?.none]))
        #expect(!seen.isNew(id: 3, game: kr645, date: november21, fingerprint: corrected))
        #expect(String(decoding: seen.text, as: UTF8.self) == "lotto-seen 1\nkr645 3 2026-11-21\n")
    }

    @Test func theTextIsReadBackAsWritten() throws {
        var seen = SeenResults()
        seen.remember(kr645, highestID: 12, settled: [november28: corrected, november21: drawn])
        seen.remember(LottoGame.named("powerball")!.id, highestID: 12, settled: [:])
        #expect(
            String(decoding: seen.text, as: UTF8.self)
                == "lotto-seen 1\nkr645 12 2026-11-21=00000000000000a1 2026-11-28=ffffffff000000a1\npowerball 12\n"
        )
        #expect(try SeenResults(parsing: seen.text) == seen)
    }

    @Test(arguments: [
        ("my notes\n", 1), ("lotto-seen 1", 1), ("lotto-seen 2\n", 1), ("lotto-seen 1\nkr645\n", 2),
        ("lotto-seen 1\nkr645 x\n", 2), ("lotto-seen 1\nkr645 1 2026-13-01\n", 2),
        ("lotto-seen 1\nkr645 1\nkr645 2\n", 3), ("lotto-seen 1\nkr645 1 2026-11-21=A1\n", 2),
        ("lotto-seen 1\nkr645 1 2026-11-21=00000000000000A1\n", 2),
    ])
    func aFileNotAsWrittenIsRefusedNamingItsLine(_ text: String, _ line: Int) {
        do throws(SeenResults.FormatError) {
            _ = try SeenResults(parsing: Array(text.utf8))
            Issue.record("\(text.debugDescription) was read")
        } catch {
            #expect(error.line == line, "\(text.debugDescription)")
        }
    }

    @Test func aFailedWriteLeavesTheOldFileAndTakesBackTheLockItMade() throws {
        let file = try savedStore()
        let listing = try folderListing()
        let failures = SystemCallFailures()
        failures.fail(.rename, with: EIO)
        var seen = SeenResults()
        seen.remember(kr645, highestID: 1, settled: [november21: drawn])
        #expect(throws: StoreError.self) {
            try failures.during { try file.open().write(seen) }
        }
        #expect(failures.attempts(of: .rename) == 1)
        #expect(try folderListing() == listing, "no .seen, .seen.tmp or .seen.lock")

        try file.open().write(seen)
        #expect(try file.open().seen == seen)
        #expect(try folderListing() == listing + ["tickets.jsonl.seen", "tickets.jsonl.seen.lock"])
    }
}
