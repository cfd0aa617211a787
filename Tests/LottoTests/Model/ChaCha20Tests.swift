import Testing

@testable import Lotto

/// ChaCha20 against the test vectors of RFC 8439, and the secure generator's construction
/// on top of it (fast key erasure, re-seeding) against the block function.
@Suite struct ChaCha20Tests {
    /// The keystream from block `counter` on, `count` bytes.
    static func keystream(key: [UInt8], nonce: [UInt8], counter: UInt32, count: Int) -> [UInt8] {
        let cipher = ChaCha20(key: words(key), nonce: words(nonce))
        var bytes: [UInt8] = []
        var block = counter
        let output = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * ChaCha20.blockWords)
        defer { output.deallocate() }
        while bytes.count < count {
            cipher.fourBlocks(counter: block, into: output)
            for index in 0..<(4 * ChaCha20.blockWords) {
                withUnsafeBytes(of: output[index]) { bytes += $0 }
            }
            block &+= 4
        }
        return Array(bytes.prefix(count))
    }

    static func words<Vector: SIMD<UInt32>>(_ bytes: [UInt8]) -> Vector {
        precondition(bytes.count == Vector.scalarCount * 4)
        var vector = Vector()
        for index in 0..<Vector.scalarCount {
            vector[index] = (0..<4).reduce(0) { $0 | UInt32(bytes[4 * index + $1]) << (8 * $1) }
        }
        return vector
    }

    static func hex(_ text: String) -> [UInt8] {
        let digits = Array(text.utf8)
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16)!
        }
    }

    static let key00to1f = Array(UInt8(0)...31)

    /// Section 2.1.1, in every lane.
    @Test func theQuarterRound() {
        var a = SIMD4<UInt32>(repeating: 0x1111_1111)
        var b = SIMD4<UInt32>(repeating: 0x0102_0304)
        var c = SIMD4<UInt32>(repeating: 0x9B8D_6F43)
        var d = SIMD4<UInt32>(repeating: 0x0123_4567)
        ChaCha20.quarterRound(&a, &b, &c, &d, shifts: [16, 16, 12, 20, 8, 24, 7, 25])
        #expect(a == SIMD4(repeating: 0xEA2A_92F4) && b == SIMD4(repeating: 0xCB1C_F8CE))
        #expect(c == SIMD4(repeating: 0x4581_472E) && d == SIMD4(repeating: 0x5881_C4BB))
    }

    /// Section 2.3.2: key 00..1f, nonce 00:00:00:09:00:00:00:4a:00:00:00:00, block 1.
    @Test func theBlockFunction() {
        let block = Self.keystream(
            key: Self.key00to1f, nonce: Self.hex("000000090000004a00000000"), counter: 1, count: 64)
        #expect(
            block
                == Self.hex(
                    "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
                        + "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e"))
    }

    /// Appendix A.1, test vector 1: all zero, block 0; and each of the four lanes is its own
    /// block (blocks 1 to 3 follow from block 0's counter).
    @Test func theZeroKeyBlock() {
        let blocks = Self.keystream(
            key: Array(repeating: 0, count: 32), nonce: Array(repeating: 0, count: 12), counter: 0, count: 256)
        #expect(
            Array(blocks[0..<64])
                == Self.hex(
                    "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
                        + "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"))
        let fromOne = Self.keystream(
            key: Array(repeating: 0, count: 32), nonce: Array(repeating: 0, count: 12), counter: 1, count: 192)
        #expect(Array(blocks[64...]) == fromOne)
    }

    /// Section 2.4.2: the sunscreen text, encrypted from block 1.
    @Test func encryptionOfTheSunscreenText() {
        let plaintext = Array(
            "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it."
                .utf8)
        let stream = Self.keystream(
            key: Self.key00to1f, nonce: Self.hex("000000000000004a00000000"), counter: 1, count: plaintext.count)
        #expect(
            zip(plaintext, stream).map { $0 ^ $1 }
                == Self.hex(
                    "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b"
                        + "f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8"
                        + "07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736"
                        + "5af90bbf74a35be6b40b8eedf2785e42874d"))
    }

    /// The generator hands out each refill's keystream after its first 32 bytes, which key
    /// the next refill; the kernel is read once at first, then after every 1,024 refills.
    @Test func theGeneratorErasesEachKeyAndReseeds() {
        final class Seeds {
            var handedOut = 0
            func next() -> SIMD8<UInt32> {
                handedOut += 1
                return SIMD8(repeating: UInt32(handedOut))
            }
        }
        let seeds = Seeds()
        var generator = SecureRandomNumberGenerator(entropy: seeds.next)
        let wordsPerRefill = 124  // (1024 - 32) / 8
        let first = (0..<wordsPerRefill).map { _ in generator.next() }
        #expect(seeds.handedOut == 1)

        var key: [UInt8] = Array(repeating: 0, count: 32)
        for index in 0..<8 { key[4 * index] = 1 }
        let expected = Self.keystream(key: key, nonce: Array(repeating: 0, count: 12), counter: 0, count: 1024)
        #expect(first == Self.words64(Array(expected[32...])))

        // The second refill is keyed with the first one's first 32 bytes.
        let second = (0..<wordsPerRefill).map { _ in generator.next() }
        let next = Self.keystream(
            key: Array(expected[0..<32]), nonce: Array(repeating: 0, count: 12), counter: 0, count: 1024)
        #expect(second == Self.words64(Array(next[32...])))

        for _ in 0..<(1_022 * wordsPerRefill) { _ = generator.next() }
        #expect(seeds.handedOut == 1)
        _ = generator.next()
        #expect(seeds.handedOut == 2)
    }

    static func words64(_ bytes: [UInt8]) -> [UInt64] {
        stride(from: 0, to: bytes.count, by: 8).map { start in
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[start + $1]) << (8 * $1) }
        }
    }

    /// Two generators keyed by the kernel never agree.
    @Test func kernelKeyedGeneratorsDiffer() {
        var one = SecureRandomNumberGenerator()
        var other = SecureRandomNumberGenerator()
        #expect((0..<4).map { _ in one.next() } != (0..<4).map { _ in other.next() })
    }
}
