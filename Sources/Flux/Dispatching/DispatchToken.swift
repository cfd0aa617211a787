/// Identifies one callback registered with a ``Dispatcher``.
///
/// Tokens are unique within their dispatcher and never reused, even after the callback is
/// unregistered, so a stale token can never name somebody else's callback.
public struct DispatchToken: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64

    /// `ID_1`, `ID_2`, ...: the spelling of the original Flux dispatcher.
    public var description: String { "ID_\(rawValue)" }
}
