import Lotto

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tickets drawn a second by `LottoNumberMaker`, seeded and secure, beside the standard
/// library's own way (shuffle 1...45 and take six) from the same generator; and the secure
/// generator's random bytes a second beside the kernel's (`getrandom`, 256 bytes a call).
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
        let words = 4_000_000
        var secureGenerator = SecureRandomNumberGenerator()
        let generatorBytes = Measurement.medianRate(operations: words * 8) {
            for _ in 0..<words {
                checksum &+= Int(truncatingIfNeeded: secureGenerator.next())
            }
        }
        let kernelCalls = 20_000
        var buffer = [UInt8](repeating: 0, count: 256)
        let kernelBytes = Measurement.medianRate(operations: kernelCalls * 256) {
            for _ in 0..<kernelCalls {
                _ = getentropy(&buffer, 256)
                checksum &+= Int(buffer[0])
            }
        }
        blackHole(checksum)
        return [
            "random bytes, secure generator: \(Int(generatorBytes / 1e6)) MB/s (the kernel's getrandom: \(Int(kernelBytes / 1e6)) MB/s)",
            "maker, seeded: \(millions(seeded)) tickets/s (stdlib shuffled().prefix(6), same generator: \(millions(shuffleRate))/s)",
            "maker, secure: \(millions(secure)) tickets/s (seeded, above: \(millions(seeded))/s)",
        ]
    }
}
