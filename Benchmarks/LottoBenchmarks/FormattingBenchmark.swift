import Lotto

/// Tickets formatted a second as `lotto new` prints them, beside the obvious
/// `numbers.map(String.init).joined(separator: " ")`.
enum FormattingBenchmark {
    static func run() -> String {
        let count = 1_000_000
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 2))
        let tickets = (0..<4096).map { _ in maker.makeTicket() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 17)
        let fast = Measurement.medianRate(operations: count) {
            for index in 0..<count {
                if bytes.count > 1 << 16 { bytes.removeAll(keepingCapacity: true) }
                tickets[index & 4095].appendText(to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        var total = 0
        let obvious = Measurement.medianRate(operations: count / 10) {
            for index in 0..<count / 10 {
                total &+= tickets[index & 4095].numbers.map(String.init).joined(separator: " ").utf8.count
            }
        }
        blackHole((bytes, total))
        return "format, text: \(millions(fast)) tickets/s (map(String.init).joined: \(millions(obvious))/s)"
    }
}
