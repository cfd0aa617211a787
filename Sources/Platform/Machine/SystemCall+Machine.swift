import Glibc

/// What the machine offers: its processors, and the kernel's entropy.
extension SystemCall {
    /// `sysconf(_SC_NPROCESSORS_ONLN)`: the processors online.
    package static func onlineProcessorCount() -> Int {
        sysconf(Int32(_SC_NPROCESSORS_ONLN))
    }

    /// `getentropy(3)`: fills `buffer` (at most 256 bytes) from the kernel's pool; `false` when
    /// the kernel cannot (one too old to have `getrandom`).
    package static func fillFromKernel(_ buffer: UnsafeMutableRawBufferPointer) -> Bool {
        getentropy(buffer.baseAddress!, buffer.count) == 0
    }
}
