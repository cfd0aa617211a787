/// A game's short name, as `--game` takes it and the ticket file keeps it: `kr645`, or a custom
/// spec in the one spelling lotto writes (`6/45`, `5/69+1/26`).
///
/// Only a ``LottoGame`` makes one, so an id always names a game, and holds which: a game of the
/// table, or a custom game's drums, so that ``LottoGame/init(_:)`` makes the game again without
/// a search or a parse that could miss. It is what tickets, actions and states carry rather
/// than the game itself: a few bytes, and no string (its spelling is made from the game when
/// asked), so that a million saved tickets copy theirs as plain bytes, with no reference count
/// kept (as even a short string's is).
public struct GameID: Hashable, Sendable, CustomStringConvertible {
    /// The game the id names; ids are compared and hashed by it, as by their spelling: one
    /// spelling names one game, and one game has one spelling.
    let game: Game

    /// The id as written: `kr645`, `6/45`.
    public var rawValue: String {
        switch game {
        case .known(let known): known.id
        case .custom(let main, let extra): main.spec + (extra.map { "+" + $0.spec } ?? "")
        }
    }

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

        /// `6/45`.
        var spec: String { "\(count)/\(highest)" }
    }

    /// The id of a game of the table.
    init(_ known: KnownGame) {
        game = .known(known)
    }

    /// The id of a custom game, written from the numbers it holds (`6/45`, `5/69+1/26`).
    init(main: LottoRule, extra: LottoRule?) {
        game = .custom(main: CustomDrum(main), extra: extra.map(CustomDrum.init))
    }

    public var description: String { rawValue }
}
