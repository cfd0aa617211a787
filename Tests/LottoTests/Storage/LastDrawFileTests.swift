import Foundation
import Platform
import Synchronization
import TestSupport
import Testing

@testable import Lotto

@Suite struct LastDrawFileTests {
    private let folder = TemporaryDirectory()

    private var file: LastDrawFile { LastDrawFile(path: FilePath(folder.file("last-draw"))) }

    private func text(of name: String = "last-draw") -> String {
        String(decoding: folder.contents(of: name) ?? Data(), as: UTF8.self)
    }

    /// The file's inode number: the same one means the file was written in place.
    private func inode(of name: String = "last-draw") throws -> UInt64 {
        let number = try FileManager.default.attributesOfItem(atPath: folder.file(name))[.systemFileNumber]
        return try #require(number as? UInt64)
    }

    private func ticket(_ numbers: [Int]) throws -> LottoTicket {
        try LottoTicket(numbers: numbers)
    }

    @Test func remembersTheLastTicketOnly() throws {
        let file = LastDrawFile(path: FilePath(folder.file("state/lotto/last-draw")))
        #expect(try file.recall() == nil)
        try file.remember(try ticket([1, 2, 3, 4, 5, 6]))
        try file.remember(try ticket([7, 8, 9, 10, 11, 12]))
        #expect(try file.recall()?.tickets == [try ticket([7, 8, 9, 10, 11, 12])])
        let written = text(of: "state/lotto/last-draw")
        #expect(written.hasPrefix("draw kr645 1 -\n7 8 9 10 11 12 ") && written.hasSuffix(" \n"))
        #expect(written.utf8.count == LastDrawFile.paddedSize)
        #expect(written.trimmingCharacters(in: .whitespacesAndNewlines) == "draw kr645 1 -\n7 8 9 10 11 12")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.file("state/lotto"))
        #expect(Set(leftovers) == ["last-draw", "last-draw.lock"], "no temporary files left behind")
    }

    /// The draws after the first write their line over the file's own bytes: no new file, and
    /// so no old one for the file system to free.
    @Test func laterDrawsAreWrittenInPlace() throws {
        try file.remember(try ticket([1, 2, 3, 4, 5, 6]))
        let first = try inode()
        for numbers in [[40, 41, 42, 43, 44, 45], [1, 2, 3, 4, 5, 7]] {
            try file.remember(try ticket(numbers))
            #expect(try inode() == first)
            #expect(try file.recall()?.tickets == [try ticket(numbers)])
            #expect(text().utf8.count == LastDrawFile.paddedSize)
        }
    }

    /// A file an earlier lotto wrote (one ticket, no padding) is read as a draw of that ticket,
    /// and replaced by a padded one when a draw does not fit in it; a later draw that fits is
    /// written in place.
    @Test func aDrawLargerThanTheFileReplacesIt() throws {
        try folder.write("kr645 10 20 30 40 41 42\n", to: "last-draw")
        #expect(
            try file.recall()
                == RememberedDraw(
                    game: .korean645, count: 1, tickets: [try ticket([10, 20, 30, 40, 41, 42])], draw: nil))
        let old = try inode()
        try file.remember(try ticket([1, 2, 3, 4, 5, 6]))
        #expect(try inode() != old)
        #expect(text().utf8.count == LastDrawFile.paddedSize)

        let wide = try #require(LottoGame.named("60/99"))
        let long = try LottoTicket(numbers: Array(40...99), extra: [], game: wide)
        try file.remember(long, game: wide)
        let replaced = try inode()
        #expect(try file.recall()?.tickets == [long])
        let size = text().utf8.count
        #expect(size > LastDrawFile.paddedSize)

        try file.remember(try ticket([1, 2, 3, 4, 5, 6]), game: .korean645)
        #expect(try inode() == replaced)
        #expect(text().utf8.count == size)
        #expect(try file.recall()?.game == .korean645)
    }

    /// A file with another name (a hard link) is replaced, as before: writing it in place would
    /// change the other name's file too.
    @Test func aFileWithAnotherNameIsReplacedNotWrittenThrough() throws {
        try file.remember(try ticket([1, 2, 3, 4, 5, 6]))
        try FileManager.default.linkItem(atPath: folder.file("last-draw"), toPath: folder.file("other"))
        let before = text(of: "other")
        try file.remember(try ticket([7, 8, 9, 10, 11, 12]))
        #expect(text(of: "other") == before)
        #expect(try file.recall()?.tickets == [try ticket([7, 8, 9, 10, 11, 12])])
    }

    /// A file larger than a last draw can be is not written over in part: it is replaced whole.
    @Test func aLargeFileIsReplacedWhole() throws {
        try folder.write(String(repeating: "x", count: LastDrawFile.largestSize + 1), to: "last-draw")
        try file.remember(try ticket([1, 2, 3, 4, 5, 6]))
        #expect(text().utf8.count == LastDrawFile.paddedSize)
        #expect(try file.recall()?.tickets == [try ticket([1, 2, 3, 4, 5, 6])])
    }

    @Test func aDamagedFileIsReported() throws {
        try folder.write("1 2 3\n", to: "last-draw")
        #expect(
            throws: StoreError.unreadable(
                path: FilePath(folder.file("last-draw")), line: 1,
                reason: "kr645 takes 6 of 1-45, as in 1 2 3 4 5 6; got 3 numbers")
        ) {
            _ = try file.recall()
        }
    }

    /// Reading takes the lock shared, so a draw being written is never read half done.
    @Test func aReaderWaitsForTheWriter() throws {
        try file.remember(try ticket([1, 2, 3, 4, 5, 6]))
        let reader = LastDrawFile(path: FilePath(folder.file("last-draw")), lockTimeout: 0.2)
        do {
            let writer = try #require(
                try FileLock(
                    at: FilePath(folder.file("last-draw.lock")), .exclusive, timeout: 1, ownerOfNewFile: nil))
            #expect(throws: StoreError.locked(path: FilePath(folder.file("last-draw")), seconds: 0.2)) {
                _ = try reader.recall()
            }
            withExtendedLifetime(writer) {}
        }
        #expect(try reader.recall()?.tickets == [try ticket([1, 2, 3, 4, 5, 6])])
    }

    /// Draws and saves at once, from several threads (each its own open file, as each lotto is
    /// its own process): every read is one of the draws written, whole.
    @Test func concurrentDrawsAndReadsSeeWholeDraws() throws {
        let tickets = [try ticket([1, 2, 3, 4, 5, 6]), try ticket([40, 41, 42, 43, 44, 45])]
        let wide = try #require(LottoGame.named("7/99"))
        let wideTicket = try LottoTicket(numbers: Array(93...99), extra: [], game: wide)
        let file = self.file
        try file.remember(tickets[0])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<300 {
                do {
                    if worker < 2 {
                        // One writer also changes the file's size now and then: a replacement.
                        if worker == 1 && round % 50 == 0 {
                            try file.remember(wideTicket, game: wide)
                        } else {
                            try file.remember(tickets[(worker + round) % 2])
                        }
                    } else {
                        let read = try #require(try file.recall())
                        let known = read.tickets.count == 1 && (tickets + [wideTicket]).contains(read.tickets[0])
                        if !known { failures.withLock { $0.append("read \(read.tickets)") } }
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    /// A draw of a few tickets is kept whole with the draw they are for; a draw of more than
    /// are kept, by its count alone.
    @Test func aDrawKeepsItsTicketsAndItsDraw() throws {
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        let tickets = try (1...5).map { try ticket([$0, $0 + 1, $0 + 2, $0 + 3, $0 + 4, $0 + 5]) }
        let draw = RememberedDraw(game: .korean645, count: 5, tickets: tickets, draw: saturday)
        try file.remember(draw)
        #expect(try file.recall() == draw)
        #expect(text().hasPrefix("draw kr645 5 2026-11-28\n1 2 3 4 5 6\n2 3 4 5 6 7\n"))

        let many = RememberedDraw(game: .korean645, count: 101, tickets: tickets, draw: saturday)
        #expect(many.tickets.isEmpty && !many.isWhole)
        try file.remember(many)
        #expect(try file.recall() == many)
    }

    /// A wheel is remembered with how it was asked for, on a line of its own after the draw's:
    /// a wheel of more tickets than are kept is saved by asking it again.
    @Test func aWheelKeepsHowItWasAskedFor() throws {
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        let request = WheelRequest(
            numbers: [45, 3, 7, 12], guarantee: WheelGuarantee(matched: 3, drawn: 4), seed: 9)
        let large = RememberedDraw(game: .korean645, count: 210, tickets: [], draw: saturday, wheel: request)
        try file.remember(large)
        #expect(text().hasPrefix("draw kr645 210 2026-11-28\nwheel 3if4 9 3 7 12 45 "))
        #expect(try file.recall() == large)

        let powerball = try #require(LottoGame.named("powerball"))
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5], extra: [7], game: powerball)
        let small = RememberedDraw(
            game: powerball, count: 1, tickets: [ticket], draw: nil,
            wheel: WheelRequest(numbers: [1, 2, 3, 4, 5], guarantee: WheelGuarantee(matched: 1, drawn: 1), extra: [7]))
        try file.remember(small)
        #expect(text().hasPrefix("draw powerball 1 -\nwheel 1if1 0 1 2 3 4 5 + 7\n1 2 3 4 5 + 7"))
        #expect(try file.recall() == small)
    }

    /// A draw's file is what an earlier lotto wrote and reads: no line of a wheel. A wheel's
    /// line that cannot be read is reported as line 2.
    @Test func aDrawHasNoWheelLineAndABadOneIsReported() throws {
        try file.remember(
            RememberedDraw(game: .korean645, count: 1, tickets: [try ticket([1, 2, 3, 4, 5, 6])], draw: nil))
        #expect(text().hasPrefix("draw kr645 1 -\n1 2 3 4 5 6 "))
        #expect(try file.recall()?.wheel == nil)
        try folder.write("draw kr645 1 -\nwheel 3of4 0 1 2 3 4 5 6\n1 2 3 4 5 6\n", to: "last-draw")
        #expect(
            throws: StoreError.unreadable(
                path: FilePath(folder.file("last-draw")), line: 2,
                reason: "expected 'wheel', a guarantee, a seed and the numbers, got 'wheel 3of4 0 1 2 3 4 5 6'")
        ) {
            _ = try file.recall()
        }
    }

    /// The widest draw kept, 100 tickets of the widest spec, fits the most a recall reads.
    @Test func theWidestDrawKeptIsRecalled() throws {
        let widest = try #require(LottoGame.named("99/99+99/99"))
        let ticket = try LottoTicket(numbers: Array(1...99), extra: Array(1...99), game: widest)
        let draw = RememberedDraw(
            game: widest, count: RememberedDraw.mostTickets,
            tickets: Array(repeating: ticket, count: RememberedDraw.mostTickets), draw: nil)
        try file.remember(draw)
        #expect(text().utf8.count < LastDrawFile.largestSize)
        #expect(try file.recall() == draw)
    }

    /// A file whose count and tickets disagree is damaged, not read as a smaller draw.
    @Test func aDrawMissingATicketIsReported() throws {
        try folder.write("draw kr645 2 -\n1 2 3 4 5 6\n", to: "last-draw")
        #expect(
            throws: StoreError.unreadable(
                path: FilePath(folder.file("last-draw")), line: 1, reason: "a draw of 2 with 1 tickets kept")
        ) {
            _ = try file.recall()
        }
    }
}
