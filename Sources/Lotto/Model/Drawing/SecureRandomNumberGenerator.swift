import Platform

/// The default source of draws: ChaCha20 (RFC 8439) keyed from the kernel, the design of
/// OpenBSD's `arc4random` and of the Rust and Go standard generators.
///
/// The first use reads a 256-bit key from `getrandom(2)` (through `getentropy(3)`): 32 bytes,
/// one system call. Each refill makes 1 KiB of keystream (16 blocks, counter 0 to 15, nonce
/// zero); its first 32 bytes become the next key and are never handed out ("fast key
/// erasure": the key that made any bytes already handed out is gone, so a later look at this
/// process's memory cannot recover them), and the other 992 bytes are handed out. After every
/// 992 KiB handed out, 32 fresh bytes from the kernel are mixed into the key, so that the
/// stream never runs long on one seeding.
///
/// Copies share one state, so they never hand out the same bytes. Not for a process that forks
/// and draws on both sides (lotto never does): the child would repeat the parent's stream.
public struct SecureRandomNumberGenerator: RandomNumberGenerator {
    /// Owns the memory. The hot path reads only its `let` pointers, which (unlike a class's
    /// `var`s) carry no run-time exclusivity checks, a call each on the path of every number.
    private final class State {
        static let wordCount = 128
        /// The words at the start of each refill that hold the next key.
        static let keyWords = 4
        /// Refills between two reads from the kernel: 1,024 of 992 bytes each.
        static let refillsPerSeeding = 1_024

        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
        let cursor = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        var cipher = ChaCha20(key: .zero)
        var refillsUntilSeeding = 0
        let entropy: () -> SIMD8<UInt32>

        init(entropy: @escaping () -> SIMD8<UInt32>) {
            self.entropy = entropy
            words.initialize(repeating: 0, count: Self.wordCount)
            cursor.initialize(to: Self.wordCount)
        }

        deinit {
            words.update(repeating: 0, count: Self.wordCount)
            words.deallocate()
            cursor.deallocate()
        }

        func refill() {
            if refillsUntilSeeding == 0 {
                cipher.key ^= entropy()
                refillsUntilSeeding = Self.refillsPerSeeding
            }
            refillsUntilSeeding -= 1
            let blocks = UnsafeMutableRawPointer(words).assumingMemoryBound(to: UInt32.self)
            for group in 0..<4 {
                cipher.fourBlocks(counter: UInt32(4 * group), into: blocks + 4 * group * ChaCha20.blockWords)
            }
            cipher.key = SIMD8(
                UInt32(littleEndian: blocks[0]), UInt32(littleEndian: blocks[1]), UInt32(littleEndian: blocks[2]),
                UInt32(littleEndian: blocks[3]), UInt32(littleEndian: blocks[4]), UInt32(littleEndian: blocks[5]),
                UInt32(littleEndian: blocks[6]), UInt32(littleEndian: blocks[7]))
            words.update(repeating: 0, count: Self.keyWords)
            cursor.pointee = Self.keyWords
        }
    }

    /// 256 bits from the kernel.
    static func kernelEntropy() -> SIMD8<UInt32> {
        var key = SIMD8<UInt32>.zero
        let succeeded = withUnsafeMutableBytes(of: &key) { SystemCall.fillFromKernel($0) }
        if !succeeded {
            // It cannot fail once the kernel's pool is ready, save on kernels too old to have
            // getrandom; the standard library's generator then finds another way.
            var fallback = SystemRandomNumberGenerator()
            for index in 0..<8 { key[index] = UInt32(truncatingIfNeeded: fallback.next()) }
        }
        return key
    }

    private let state: State

    /// Makes a generator; it reads from the kernel on first use.
    public init() {
        state = State(entropy: Self.kernelEntropy)
    }

    /// Makes a generator that takes its keys from `entropy` instead of the kernel: for tests
    /// of the construction.
    init(entropy: @escaping () -> SIMD8<UInt32>) {
        state = State(entropy: entropy)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        var index = state.cursor.pointee
        if index == State.wordCount {
            state.refill()
            index = State.keyWords
        }
        state.cursor.pointee = index + 1
        return state.words[index]
    }
}
