/// ChaCha20's keystream (RFC 8439, section 2.3): the block function over a 256-bit key, a
/// 96-bit nonce and a 32-bit block counter.
///
/// Four consecutive blocks are made at once, block `i` in lane `i` of sixteen `SIMD4<UInt32>`
/// state vectors, so that each step of a quarter round is one vector operation (SSE2 on
/// x86-64, NEON on ARM) for the four blocks together.
struct ChaCha20 {
    /// The words of one block.
    static let blockWords = 16

    /// "expand 32-byte k", the first row of the state.
    private static let constants: SIMD4<UInt32> = [0x6170_7865, 0x3320_646E, 0x7962_2D32, 0x6B20_6574]

    /// The key as eight little-endian words.
    var key: SIMD8<UInt32>
    /// The nonce as three little-endian words.
    var nonce: SIMD3<UInt32>
    /// Each rotation's left and right shift: 16, 12, 8 and 7 bits left. Held as data rather
    /// than written as constants because LLVM turns a shift-or by constants into a rotate,
    /// which SSE2 lacks, and then rotates lane by lane, one scalar rotate a lane; two shifts by
    /// amounts it cannot see stay two vector shifts.
    private let shifts: SIMD8<UInt32> = [16, 16, 12, 20, 8, 24, 7, 25]

    init(key: SIMD8<UInt32>, nonce: SIMD3<UInt32> = .zero) {
        self.key = key
        self.nonce = nonce
    }

    /// Writes the blocks `counter` to `counter + 3` (256 bytes) to `output`, as RFC 8439
    /// serializes them: each block's sixteen words in order, each word little-endian.
    func fourBlocks(counter: UInt32, into output: UnsafeMutablePointer<UInt32>) {
        let c = Self.constants
        let s0 = SIMD4(repeating: c[0])
        let s1 = SIMD4(repeating: c[1])
        let s2 = SIMD4(repeating: c[2])
        let s3 = SIMD4(repeating: c[3])
        let s4 = SIMD4(repeating: key[0])
        let s5 = SIMD4(repeating: key[1])
        let s6 = SIMD4(repeating: key[2])
        let s7 = SIMD4(repeating: key[3])
        let s8 = SIMD4(repeating: key[4])
        let s9 = SIMD4(repeating: key[5])
        let s10 = SIMD4(repeating: key[6])
        let s11 = SIMD4(repeating: key[7])
        let s12 = SIMD4(repeating: counter) &+ [0, 1, 2, 3]
        let s13 = SIMD4(repeating: nonce[0])
        let s14 = SIMD4(repeating: nonce[1])
        let s15 = SIMD4(repeating: nonce[2])

        var x0 = s0
        var x1 = s1
        var x2 = s2
        var x3 = s3
        var x4 = s4
        var x5 = s5
        var x6 = s6
        var x7 = s7
        var x8 = s8
        var x9 = s9
        var x10 = s10
        var x11 = s11
        var x12 = s12
        var x13 = s13
        var x14 = s14
        var x15 = s15
        let shifts = self.shifts
        for _ in 0..<10 {
            // A column round, then a diagonal round (RFC 8439, section 2.3).
            Self.quarterRound(&x0, &x4, &x8, &x12, shifts: shifts)
            Self.quarterRound(&x1, &x5, &x9, &x13, shifts: shifts)
            Self.quarterRound(&x2, &x6, &x10, &x14, shifts: shifts)
            Self.quarterRound(&x3, &x7, &x11, &x15, shifts: shifts)
            Self.quarterRound(&x0, &x5, &x10, &x15, shifts: shifts)
            Self.quarterRound(&x1, &x6, &x11, &x12, shifts: shifts)
            Self.quarterRound(&x2, &x7, &x8, &x13, shifts: shifts)
            Self.quarterRound(&x3, &x4, &x9, &x14, shifts: shifts)
        }
        Self.store(x0 &+ s0, x1 &+ s1, x2 &+ s2, x3 &+ s3, word: 0, into: output)
        Self.store(x4 &+ s4, x5 &+ s5, x6 &+ s6, x7 &+ s7, word: 4, into: output)
        Self.store(x8 &+ s8, x9 &+ s9, x10 &+ s10, x11 &+ s11, word: 8, into: output)
        Self.store(x12 &+ s12, x13 &+ s13, x14 &+ s14, x15 &+ s15, word: 12, into: output)
    }

    /// The quarter round of RFC 8439, section 2.1, on four blocks at once; `shifts` as
    /// ``shifts``.
    @inline(__always)
    static func quarterRound(
        _ a: inout SIMD4<UInt32>, _ b: inout SIMD4<UInt32>, _ c: inout SIMD4<UInt32>, _ d: inout SIMD4<UInt32>,
        shifts: SIMD8<UInt32>
    ) {
        a &+= b
        d ^= a
        d = (d &<< shifts[0]) | (d &>> shifts[1])
        c &+= d
        b ^= c
        b = (b &<< shifts[2]) | (b &>> shifts[3])
        a &+= b
        d ^= a
        d = (d &<< shifts[4]) | (d &>> shifts[5])
        c &+= d
        b ^= c
        b = (b &<< shifts[6]) | (b &>> shifts[7])
    }

    /// Words `word` to `word + 3` of each of the four blocks (lane `i` of `a` is word `word`
    /// of block `i`), the blocks one after another: a 4x4 transpose.
    @inline(__always)
    private static func store(
        _ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ c: SIMD4<UInt32>, _ d: SIMD4<UInt32>, word: Int,
        into output: UnsafeMutablePointer<UInt32>
    ) {
        for block in 0..<4 {
            let words = SIMD4(a[block], b[block], c[block], d[block])
            #if _endian(little)
                UnsafeMutableRawPointer(output + block * blockWords + word).storeBytes(
                    of: words, as: SIMD4<UInt32>.self)
            #else
                for index in 0..<4 { output[block * blockWords + word + index] = words[index].littleEndian }
            #endif
        }
    }
}
