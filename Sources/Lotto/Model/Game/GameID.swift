/// A game's short name, as `--game` takes it and the ticket file keeps it: `kr645`, or a custom
/// spec in the one spelling lotto writes (`6/45`, `5/69+1/26`).
///
/// Only a ``LottoGame`` makes one, so an id always names a game (``LottoGame/init(_:)`` finds
/// it again). It is what tickets, actions and states carry rather than the game itself: an id
/// is a short string, kept inline, so a million saved tickets copy theirs for free.
public struct GameID: Hashable, Sendable, CustomStringConvertible {
    /// The id as written: `kr645`, `6/45`.
    public let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
