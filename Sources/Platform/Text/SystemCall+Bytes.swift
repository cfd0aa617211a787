import Glibc

/// The C library's byte searches, which look at many bytes at a time.
extension SystemCall {
    /// `memchr(3)`: the offset of the first `byte` among the `count` bytes at `start`; the C
    /// library looks many bytes at a time, the generic search one byte at a time.
    @inlinable @inline(__always)
    package static func firstIndex(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
        memchr(start, Int32(byte), count).map { $0 - UnsafeMutableRawPointer(mutating: start) }
    }

    /// `memcmp(3)`: whether the `count` bytes at `first` and `second` are the same; the C
    /// library compares many bytes at a time.
    @inlinable @inline(__always)
    package static func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }
}
