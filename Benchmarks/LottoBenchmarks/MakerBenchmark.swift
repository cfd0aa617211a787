import Lotto

/// Tickets drawn a second by `LottoNumberMaker`, seeded and secure, beside the standard
/// library's own way (shuffle 1...45 and take six) from the same generator.
enum MakerBenchmark {
    static func run() -> [String] {
        let count = 2_000_000
        var checksum = 0
        func rate<Generator: RandomNumberGenerator>(_ generator: Generator) -> Double {
            var maker = LottoNumberMaker(generator: generator)
            return Measurement.medianRate(operations: count) {
                for _ in 0..<count {
                    checksum &+= maker.makeTicket().hashValue
                }
            }
        }
        let seeded = rate(SeededRandomNumberGenerator(seed: 1))
        let secure = rate(SecureRandomNumberGenerator())

        var generator = SeededRandomNumberGenerator(seed: 1)
        let pool = Array(1...45)
        let shuffleRate = Measurement.medianRate(operations: count / 10) {
            for _ in 0..<count / 10 {
                checksum &+= pool.shuffled(using: &generator).prefix(6).sorted()[0]
            }
        }
        blackHole(checksum)
        return [
            "maker, seeded: \(millions(seeded)) tickets/s (stdlib shuffled().prefix(6), same generator: \(millions(shuffleRate))/s)",
            "maker, secure: \(millions(secure)) tickets/s (seeded, above: \(millions(seeded))/s)",
        ]
    }
}
