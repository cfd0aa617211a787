import Platform
import Testing

@testable import Lotto

/// The filter of lines saved: the keys a ticket leaves and seeks, their hash kept from run to
/// run, the filter's bits held whole or in part, its header, and the finder it narrows.
@Suite struct LineFilterTests {
    private func ticket(_ id: Int, _ numbers: [Int], _ date: String, count: Int = 1, game: LottoGame = .korean645)
        throws -> SavedTicket
    {
        let line = try LottoTicket(
            numbers: Array(numbers.prefix(game.main.count)), extra: Array(numbers.dropFirst(game.main.count)),
            game: game)
        return SavedTicket(
            id: id, game: game.id, ticket: line, savedAt: Timestamp(secondsSince1970: 0),
            draw: TicketDraw(date: try #require(CivilDate(date))), drawCount: count)
    }

    private func keys(_ body: ((UInt64) -> Void) -> Void) -> Set<UInt64> {
        var keys = Set<UInt64>()
        body { keys.insert($0) }
        return keys
    }

    private func left(_ ticket: SavedTicket) -> Set<UInt64> { keys { TicketLineKeys.left(by: ticket, $0) } }
    private func sought(_ ticket: SavedTicket) -> Set<UInt64> { keys { TicketLineKeys.sought(by: ticket, $0) } }

    /// The filter is kept in a file: a key must hash the same in every run and every version
    /// of this format. The value is the one this version computed, held so that a change to
    /// the hash is seen (and the file's version changed with it).
    @Test func aKeyIsTheSameFromRunToRun() throws {
        let key = try #require(left(try ticket(1, [1, 2, 3, 4, 5, 6], "2026-11-28")).first)
        #expect(key == 10_233_162_850_291_302_329)
    }

    /// Every earlier ticket a later one shares a draw with left a key the later one seeks;
    /// tickets for one draw each share a key only when they share the draw.
    @Test func aSharedDrawIsAKeyInCommon() throws {
        let line = [1, 2, 3, 4, 5, 6]
        let tickets = [
            try ticket(1, line, "2026-11-28", count: 3),  // to 2026-12-12
            try ticket(2, line, "2026-11-28"), try ticket(3, line, "2026-12-05"), try ticket(4, line, "2026-12-12"),
            try ticket(5, line, "2026-12-19"), try ticket(6, line, "2026-12-05", count: 4),
            try ticket(7, line, "2026-12-26", count: 2), try ticket(8, line, "2027-01-09", count: 52),
            try ticket(9, [1, 2, 3, 4, 5, 7], "2026-11-28"),
            try ticket(10, [1, 2, 3, 4, 5, 6], "2026-11-28", game: LottoGame(.powerball)),
            try ticket(11, [1, 2, 3, 4, 5, 7], "2026-11-28", game: LottoGame(.powerball)),
        ]
        for earlier in tickets {
            for later in tickets where later.id != earlier.id {
                let shared =
                    earlier.game == later.game && earlier.ticket == later.ticket
                    && TicketRepeat.sharedDraw(earlier, later) != nil
                let common = !left(earlier).isDisjoint(with: sought(later))
                if shared { #expect(common, "\(earlier.id) then \(later.id)") }
                if !earlier.isMultiDraw && !later.isMultiDraw {
                    #expect(common == shared, "\(earlier.id) then \(later.id)")
                }
            }
        }
    }

    /// Every key set tests as set; keys never set rarely do, at the load a save rebuilds at.
    @Test func keysSetAreFoundAndOthersRarely() {
        var filter = LineFilter(blockCount: 1 << 14)
        let keys = (0..<UInt64(filter.capacity)).map { TicketLineKeys.mix($0) }
        for key in keys { filter.insert(key) }
        #expect(keys.allSatisfy(filter.mayContain))
        let others = (1 << 40..<(1 << 40) + 100_000).map { TicketLineKeys.mix(UInt64($0)) }
        let falsePositives = others.filter(filter.mayContain).count
        #expect(falsePositives < 1_000, "\(falsePositives) of 100,000")
        #expect(filter.keyCount == keys.count)
    }

    /// Held in part, the blocks read as needed: the same answers as whole, and the same bytes
    /// written back.
    @Test func aFilterHeldInPartAnswersAsWhole() throws {
        var whole = LineFilter(blockCount: 1 << 14)
        for key in 0..<UInt64(5_000) { whole.insert(TicketLineKeys.mix(key)) }
        var part = LineFilter(blockCount: 1 << 14, keyCount: whole.keyCount, bytes: nil)
        let probes = (4_000..<6_000).map { TicketLineKeys.mix(UInt64($0)) }
        for key in probes {
            part.load(part.block(of: key)) { Array(whole.bytes[$0 * 64..<$0 * 64 + 64]) }
            #expect(part.mayContain(key) == whole.mayContain(key))
        }
        part.insert(probes[1_500])
        whole.insert(probes[1_500])
        let block = whole.block(of: probes[1_500])
        #expect(part.changed == [block] && part.changedCount == 1)
        #expect(
            part.bytes[part.start(of: block)..<part.start(of: block) + 64] == whole.bytes[block * 64..<block * 64 + 64])
    }

    @Test func theHeaderReadsBackAndADamagedOneDoesNot() throws {
        let header = LineFilterHeader(
            blockCount: 1 << 16, keyCount: 1_000_001, device: 2049, inode: 123_456, covered: 107_000_000,
            fingerprint: 0xfeed_beef_0000_0001)
        let bytes = header.bytes
        #expect(
            bytes.count == 128 && bytes.starts(with: Array("lotto-lines 1 65536 1000001 2049 123456 107000000 ".utf8)))
        #expect(LineFilterHeader(parsing: bytes) == header)
        for position in [14, 30, 60, 100] {
            var damaged = bytes
            damaged[position] = damaged[position] == UInt8(ascii: "7") ? UInt8(ascii: "8") : UInt8(ascii: "7")
            #expect(LineFilterHeader(parsing: damaged) == nil, "byte \(position)")
        }
        #expect(LineFilterHeader(parsing: Array(bytes.dropLast())) == nil)
    }

    /// The filter narrows the search to the save's tickets it may hold; the search stops once
    /// each of them is found, and a ticket it may hold is still found when it was a false alarm
    /// for another.
    @Test func theFinderSeeksOnlyWhatTheFilterMayHold() throws {
        let save = [
            try ticket(10, [1, 2, 3, 4, 5, 6], "2026-11-28"), try ticket(11, [7, 8, 9, 10, 11, 12], "2026-11-28"),
        ]
        var finder = TicketRepeatFinder(save)
        #expect(!finder.hasFoundAll)
        finder.seekOnly { $0 == 0 }
        finder.compare(earlier: try ticket(5, [7, 8, 9, 10, 11, 12], "2026-11-28"))  // held by no key: not sought
        #expect(finder.repeats.isEmpty && !finder.hasFoundAll)
        finder.compare(earlier: try ticket(4, [1, 2, 3, 4, 5, 6], "2026-11-28"))
        #expect(finder.repeats == [TicketRepeat(id: 10, earlierID: 4, draw: save[0].draw!)])
        #expect(finder.hasFoundAll)
    }
}
