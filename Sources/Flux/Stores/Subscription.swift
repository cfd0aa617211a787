import Synchronization

/// Keeps a listener attached to a ``Store``: the listener is removed by ``cancel()`` or when
/// the subscription is released, whichever comes first.
///
/// Hold on to it for as long as you want to be called back.
public final class Subscription: Sendable {
    /// What removes the listener, until it has been called.
    private let cancellation: Mutex<(() -> Void)?>

    init(cancellation: sending @escaping () -> Void) {
        self.cancellation = Mutex(cancellation)
    }

    deinit {
        cancel()
    }

    /// Removes the listener. Calling it again does nothing.
    public func cancel() {
        let cancellation = cancellation.withLock { $0.take() }
        cancellation?()
    }
}
