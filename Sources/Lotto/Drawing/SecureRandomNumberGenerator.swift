#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The default source of draws: the operating system's cryptographically secure generator
/// (`getrandom(2)` on Linux, through `getentropy(3)`), read in 4 KiB blocks instead of one
/// system call per 64 bits.
///
/// The bytes are the kernel's, unchanged; buffering only saves system calls when drawing many
/// tickets. Copies share one buffer and one cursor, so they never hand out the same bytes.
public struct SecureRandomNumberGenerator: RandomNumberGenerator {
    /// Owns the memory. The hot path reads only its `let` pointers, which (unlike a class's
    /// `var`s) carry no run-time exclusivity checks: those checks once cost 40% of a bulk draw.
    private final class Buffer {
        static let wordCount = 512
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
        let cursor = UnsafeMutablePointer<Int>.allocate(capacity: 1)

        init() {
            cursor.initialize(to: Self.wordCount)
        }

        deinit {
            words.deallocate()
            cursor.deallocate()
        }
    }

    private let buffer = Buffer()

    /// Makes a generator; it reads from the kernel on first use.
    public init() {}

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        var index = buffer.cursor.pointee
        if index == Buffer.wordCount {
            refill()
            index = 0
        }
        buffer.cursor.pointee = index + 1
        return buffer.words[index]
    }

    private func refill() {
        let raw = UnsafeMutableRawPointer(buffer.words)
        let byteCount = Buffer.wordCount * MemoryLayout<UInt64>.size
        // getentropy(3) is getrandom(2) in pieces of at most 256 bytes.
        for offset in stride(from: 0, to: byteCount, by: 256) where getentropy(raw + offset, 256) != 0 {
            // It cannot fail once the kernel's pool is ready, save on kernels too old to have
            // getrandom; the standard library's generator then finds another way.
            var fallback = SystemRandomNumberGenerator()
            for index in 0..<Buffer.wordCount {
                buffer.words[index] = fallback.next()
            }
            break
        }
    }
}
