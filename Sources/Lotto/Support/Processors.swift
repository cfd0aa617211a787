#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processors of this machine.
enum Processors {
    /// How many are online; at least 1.
    static var count: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}
