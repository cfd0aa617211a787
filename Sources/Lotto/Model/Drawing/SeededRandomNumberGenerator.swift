/// The generator behind `lotto new --seed`: xoshiro256** 1.0 (Blackman & Vigna 2018), its
/// 256-bit state filled by four outputs of SplitMix64 from the seed.
///
/// Its output for a seed is fixed forever (golden-vector tests pin it), unlike the standard
/// library's samplers, which may change between Swift releases. Predictable by design: never
/// use it where a draw must be secret.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var s0, s1, s2, s3: UInt64

    /// Makes the generator for `seed`; every seed from 0 to 2^64-1 is valid.
    public init(seed: UInt64) {
        var expander = SplitMix64(seed: seed)
        s0 = expander.next()
        s1 = expander.next()
        s2 = expander.next()
        s3 = expander.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    @inline(__always)
    private func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}
