/// Keeps a listener attached to a ``Store``: the listener is removed by ``cancel()`` or when
/// the subscription is released, whichever comes first.
///
/// Hold on to it for as long as you want to be called back.
public final class Subscription: @unchecked Sendable {
    private let lock = Lock()
    private var cancellation: (() -> Void)?

    init(cancellation: @escaping () -> Void) {
        self.cancellation = cancellation
    }

    deinit {
        cancel()
    }

    /// Removes the listener. Calling it again does nothing.
    public func cancel() {
        let cancellation = lock.withLock {
            defer { self.cancellation = nil }
            return self.cancellation
        }
        cancellation?()
    }
}
