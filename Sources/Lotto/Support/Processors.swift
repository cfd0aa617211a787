import Platform

/// The processors of this machine.
enum Processors {
    /// How many are online; at least 1.
    static var count: Int {
        max(1, SystemCall.onlineProcessorCount())
    }
}
