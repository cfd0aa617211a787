import Testing

@testable import Lotto

@Suite struct LottoNumberMakerTests {
    @Test func ticketsHaveSixDistinctAscendingNumbersFrom1To45() {
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 7))
        var seen = Set<Int>()
        for _ in 0..<20_000 {
            let numbers = maker.makeTicket().numbers
            #expect(numbers.count == 6)
            #expect(Set(numbers).count == 6)
            #expect(numbers == numbers.sorted())
            #expect(numbers.allSatisfy { (1...45).contains($0) })
            seen.formUnion(numbers)
        }
        #expect(seen == Set(1...45), "every number, 1 and 45 included, comes up")
    }

    @Test func secureGeneratorTicketsAreValid() {
        var maker = LottoNumberMaker(generator: SecureRandomNumberGenerator())
        for _ in 0..<5_000 {
            let numbers = maker.makeTicket().numbers
            #expect(numbers.count == 6 && Set(numbers).count == 6 && numbers.allSatisfy { (1...45).contains($0) })
        }
    }

    /// SplitMix64's published test vector (seed 1234567), from Vigna's reference code.
    @Test func splitMix64MatchesTheReference() {
        var generator = SplitMix64(seed: 1_234_567)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
    }

    /// Outputs of Blackman & Vigna's reference xoshiro256starstar.c, seeded by splitmix64.c.
    static let referenceOutputs: [(UInt64, [UInt64])] = [
        (0, [11_091_344_671_253_066_420, 13_793_997_310_169_335_082, 1_900_383_378_846_508_768]),
        (42, [1_546_998_764_402_558_742, 6_990_951_692_964_543_102, 12_544_586_762_248_559_009]),
        (.max, [10_328_197_420_357_168_392, 14_156_678_507_024_973_869, 9_357_971_779_955_476_126]),
    ]

    @Test(arguments: referenceOutputs)
    func seededGeneratorMatchesTheReference(seed: UInt64, expected: [UInt64]) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        #expect((0..<3).map { _ in generator.next() } == expected)
    }

    /// Golden vectors: what `lotto new --seed S` prints must never change. If this fails,
    /// the generator or the sampler changed; that breaks every user's saved seeds.
    static let goldenTickets: [(UInt64, [String])] = [
        (0, ["11 12 24 28 30 32", "21 22 37 40 43 45", "8 10 13 28 33 34"]),
        (42, ["3 12 13 23 29 45", "5 20 22 25 26 42", "5 9 10 21 34 39"]),
        (.max, ["9 14 21 22 32 43", "1 2 11 25 36 41", "5 18 25 27 31 41"]),
    ]

    @Test(arguments: goldenTickets)
    func seededDrawsNeverChange(seed: UInt64, expected: [String]) {
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: seed))
        #expect((0..<3).map { _ in maker.makeTicket().description } == expected)
    }

    /// Golden vectors of other games (seed 7): the drums drawn in turn from one bit stream.
    /// Checked once against a separate transcription of the documented sampler.
    static let goldenGameTickets: [(String, [String])] = [
        ("powerball", ["33 45 51 52 63 + 16", "23 30 42 50 57 + 26"]),
        ("euromillions", ["15 24 26 27 30 + 9 11", "3 16 19 26 45 + 4 10"]),
        ("loto7", ["14 15 24 25 26 27 30", "3 16 19 23 26 29 30"]),
        ("superenalotto", ["33 45 52 63 83 90", "16 23 47 50 51 72"]),
    ]

    @Test(arguments: goldenGameTickets)
    func seededDrawsOfOtherGamesNeverChange(game: String, expected: [String]) throws {
        var maker = LottoNumberMaker(
            generator: SeededRandomNumberGenerator(seed: 7), game: try #require(LottoGame.named(game)))
        #expect((0..<2).map { _ in maker.makeTicket().description } == expected)
    }

    @Test func sameSeedSameDrawsDifferentSeedDifferentDraws() {
        func draws(_ seed: UInt64) -> [LottoTicket] {
            var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: seed))
            return (0..<100).map { _ in maker.makeTicket() }
        }
        #expect(draws(1) == draws(1))
        #expect(draws(1) != draws(2))
    }

    /// A generator that always returns the same word exercises the rejection paths: 63 (six
    /// bits all set) is out of range and is skipped, never folded into range with `%`.
    @Test func outOfRangeValuesAreRejectedNotWrapped() {
        struct Words: RandomNumberGenerator {
            var words: [UInt64]
            var index = 0
            mutating func next() -> UInt64 {
                defer { index += 1 }
                return words[index % words.count]
            }
        }
        // Six-bit chunks, lowest first: 63 (rejected), then 0...5 (numbers 1...6), 4 bits dropped.
        var word: UInt64 = 63
        for (slot, value) in [0, 1, 2, 3, 4, 5].enumerated() {
            word |= UInt64(value) << UInt64(6 * (slot + 1))
        }
        var maker = LottoNumberMaker(generator: Words(words: [word]))
        #expect(maker.makeTicket().numbers == [1, 2, 3, 4, 5, 6])
    }
}
