import Glibc

/// A slot each thread holds its own pointer in (`pthread_key_t`): for what must be known to
/// code a caller cannot hand it to, on that thread only, such as the declarations a command is
/// collecting while its options are made. It costs the C library's lookup alone, where a
/// task-local makes type metadata on its first use, at every start.
package struct ThreadSlot: Sendable {
    private let key: pthread_key_t

    /// A new slot, empty on every thread.
    ///
    /// - Returns: `nil` if the system has no key left (`EAGAIN`, `ENOMEM`).
    package init?() {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else { return nil }
        self.key = key
    }

    /// What this thread holds in the slot; `nil` when it holds nothing.
    package var pointer: UnsafeMutableRawPointer? {
        pthread_getspecific(key)
    }

    /// Runs `body` with `pointer` in this thread's slot, then puts back what was there.
    ///
    /// Not generic: a generic result, not specialized across modules, would make the caller's
    /// type's metadata at run time.
    package func holding(_ pointer: UnsafeMutableRawPointer, _ body: () -> Void) {
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, pointer)
        defer { pthread_setspecific(key, outer) }
        body()
    }
}
