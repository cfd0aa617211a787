/// The random choices of a wheel's search (``CoveringSearch``), read from its seeded generator.
extension SeededRandomNumberGenerator {
    /// A number below `bound`. The remainder's slight bias does not matter to a search, and
    /// unlike the standard library's, this reading never changes between Swift versions.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `0..<1`, from the top 53 bits of one reading.
    mutating func unitInterval() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// One of the items set in `mask`, each as likely.
    mutating func item(of mask: UInt64) -> Int {
        var rest = mask
        for _ in 0..<below(mask.nonzeroBitCount) { rest &= rest &- 1 }
        return rest.trailingZeroBitCount
    }
}
