/// One listener attached to a ``Store``.
///
/// A class so that the store can call it at +0 (see `Store.notifyListeners`). Not nested in the
/// generic `Store`: a nested type would be generic too, and the store would look up its
/// metadata for every listener it calls.
final class StoreListener {
    let id: UInt64
    let callback: () -> Void

    init(id: UInt64, callback: @escaping () -> Void) {
        self.id = id
        self.callback = callback
    }
}
