import Platform

/// Wakes the app's `poll` loop from another thread: ``signal()`` writes a byte to a pipe whose
/// read end the loop polls, and ``drain()`` empties it.
final class WakePipe: Sendable {
    /// The read end, for `poll`.
    let descriptor: Int32
    private let writeEnd: Int32

    init() {
        (descriptor, writeEnd) = TerminalCall.nonBlockingPipe()
    }

    deinit {
        TerminalCall.close(descriptor)
        TerminalCall.close(writeEnd)
    }

    /// Wakes the loop. A full pipe (the loop has not drained it yet) wakes it already.
    func signal() {
        TerminalCall.writeByte(1, to: writeEnd)
    }

    /// Empties the pipe, once the loop is awake.
    func drain() {
        _ = TerminalCall.readAll(descriptor)
    }
}
