/// A game's short name, as `--game` takes it and the ticket file keeps it: `kr645`, or a custom
/// spec in the one spelling lotto writes (`6/45`, `5/69+1/26`).
///
/// Only a ``LottoGame`` makes one, so an id always names a game, and holds which: a game of the
/// table, or a custom game's drums, a few bytes beside the string, so that
/// ``LottoGame/init(_:)`` makes the game again without a search or a parse that could miss. It
/// is what tickets, actions and states carry rather than the game itself: an id is a short
/// string, kept inline, so a million saved tickets copy theirs for free.
public struct GameID: Hashable, Sendable, CustomStringConvertible {
    /// The id as written: `kr645`, `6/45`.
    public let rawValue: String
    /// The game the id names.
    let game: Game

    /// What an id names.
    enum Game: Hashable, Sendable {
        /// A game of the table.
        case known(KnownGame)
        /// A custom game: its main drum, and the separate drum a player also picks from, if any.
        case custom(main: CustomDrum, extra: CustomDrum?)
    }

    /// A custom game's drum: how many numbers are picked from 1 to `highest` (at most 99).
    struct CustomDrum: Hashable, Sendable {
        let count: UInt8
        let highest: UInt8

        init(_ rule: LottoRule) {
            count = UInt8(rule.count)
            highest = UInt8(rule.range.upperBound)
        }

        var rule: LottoRule { LottoRule(count: Int(count), range: 1...Int(highest)) }
    }

    /// The id of a game of the table.
    init(_ known: KnownGame) {
        rawValue = known.id
        game = .known(known)
    }

    /// The id of a custom game, written from the numbers it holds (`6/45`, `5/69+1/26`).
    init(main: LottoRule, extra: LottoRule?) {
        rawValue = [main, extra].compactMap { $0.map { "\($0.count)/\($0.range.upperBound)" } }
            .joined(separator: "+")
        game = .custom(main: CustomDrum(main), extra: extra.map(CustomDrum.init))
    }

    public var description: String { rawValue }

    // One spelling names one game (see `init(main:extra:)`), so the spelling alone is compared
    // and hashed: the game it holds follows from it.
    public static func == (lhs: GameID, rhs: GameID) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
