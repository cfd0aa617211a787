/// Times a piece of work: the median of several runs, as a rate.
struct Measurement {
    /// Runs `body` (which does `operations` units of work) `runs` times after one warm-up, and
    /// returns the median rate in units a second.
    static func medianRate(operations: Int, runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var rates: [Double] = []
        for _ in 0..<runs {
            let clock = ContinuousClock()
            let elapsed = try clock.measure(body)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            rates.append(Double(operations) / seconds)
        }
        return rates.sorted()[runs / 2]
    }
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Returns `value`, hiding it from the optimizer so that calls through it stay real calls.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// `14.2 M` for 14_200_000.
func millions(_ rate: Double) -> String {
    let tenths = (rate / 100_000).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10) M"
}
