#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The default source of draws: the operating system's cryptographically secure generator
/// (`getrandom(2)` on Linux, through `getentropy(3)`), read in 4 KiB blocks instead of one system call per 64 bits.
///
/// The bytes are the kernel's, unchanged; buffering only saves system calls when drawing many
/// tickets. A class, so that copies share one buffer and never repeat each other's bytes.
public final class SecureRandomNumberGenerator: RandomNumberGenerator {
    private static let wordCount = 512
    private let buffer = UnsafeMutablePointer<UInt64>.allocate(capacity: wordCount)
    private var nextIndex = wordCount

    /// Makes a generator; it reads from the kernel on first use.
    public init() {}

    deinit {
        buffer.deallocate()
    }

    /// The next 64 random bits.
    public func next() -> UInt64 {
        if nextIndex == Self.wordCount {
            refill()
        }
        defer { nextIndex += 1 }
        return buffer[nextIndex]
    }

    private func refill() {
        let raw = UnsafeMutableRawPointer(buffer)
        let byteCount = Self.wordCount * MemoryLayout<UInt64>.size
        // getentropy(3) is getrandom(2) in pieces of at most 256 bytes.
        for offset in stride(from: 0, to: byteCount, by: 256) where getentropy(raw + offset, 256) != 0 {
            // It cannot fail once the kernel's pool is ready, save on kernels too old to have
            // getrandom; the standard library's generator then finds another way.
            var fallback = SystemRandomNumberGenerator()
            for index in 0..<Self.wordCount {
                buffer[index] = fallback.next()
            }
            break
        }
        nextIndex = 0
    }
}
