/// A lottery game as data: what a player picks, what else is drawn, and the prize tiers.
///
/// Two kinds of extra ball: a separate drum the player picks from (Powerball's red ball; it
/// may equal a main number), and same-drum bonus balls drawn after the main numbers (Korea's
/// bonus; never equal to a main number, never picked, only used when checking).
public struct LottoGame: Hashable, Sendable {
    /// The short name used on the command line, e.g. `kr645`.
    public let id: GameID
    /// The full name, e.g. `South Korea Lotto 6/45`.
    public let name: String
    /// The main numbers a player picks.
    public let main: LottoRule
    /// The separate drum a player also picks from, if the game has one.
    public let extra: LottoRule?
    /// How many bonus balls are drawn from the main drum after the main numbers.
    public let bonusCount: Int
    /// The prizes, best first; a ticket wins the first tier it meets.
    public let tiers: [PrizeTier]

    /// The chance of the top prize, as 1 in this many: C(n, k) × C(m, j).
    public var jackpotOdds: Int {
        Self.combinations(main.range.count, main.count)
            * (extra.map { Self.combinations($0.range.count, $0.count) } ?? 1)
    }

    /// The game's rule in words, e.g. `5 of 1-69 + 1 of 1-26`.
    public var ruleDescription: String {
        var text = "\(main.count) of \(main.range.lowerBound)-\(main.range.upperBound)"
        if let extra {
            text += " + \(extra.count) of \(extra.range.lowerBound)-\(extra.range.upperBound)"
        }
        if bonusCount > 0 {
            text += ", \(bonusCount) bonus ball\(bonusCount > 1 ? "s" : "") drawn"
        }
        return text
    }

    /// C(n, k), exactly; the games here stay far below overflow.
    static func combinations(_ n: Int, _ k: Int) -> Int {
        guard k >= 0, k <= n else { return 0 }
        var result = 1
        for index in 0..<min(k, n - k) {
            result = result * (n - index) / (index + 1)
        }
        return result
    }
}

extension LottoGame {
    /// South Korea's Lotto 6/45, the default game.
    public static let korean645 = LottoGame(
        id: GameID("kr645"), name: "South Korea Lotto 6/45", main: .korean645, extra: nil, bonusCount: 1,
        tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1)]))

    /// Every game lotto knows, in the order `lotto games` lists them. Rules and tiers from
    /// shared/reference/games.md; a rule change is one line here and one test.
    public static let all: [LottoGame] = [
        korean645,
        LottoGame(
            id: GameID("powerball"), name: "US Powerball", main: LottoRule(count: 5, range: 1...69),
            extra: LottoRule(count: 1, range: 1...26), bonusCount: 0, tiers: americanTiers),
        LottoGame(
            id: GameID("megamillions"), name: "US Mega Millions", main: LottoRule(count: 5, range: 1...70),
            extra: LottoRule(count: 1, range: 1...24), bonusCount: 0, tiers: americanTiers),
        LottoGame(
            id: GameID("euromillions"), name: "EuroMillions", main: LottoRule(count: 5, range: 1...50),
            extra: LottoRule(count: 2, range: 1...12), bonusCount: 0,
            tiers: separateDrumTiers([
                (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (3, 2), (4, 0), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1), (2, 0),
            ])),
        LottoGame(
            id: GameID("eurojackpot"), name: "Eurojackpot", main: LottoRule(count: 5, range: 1...50),
            extra: LottoRule(count: 2, range: 1...12), bonusCount: 0,
            tiers: separateDrumTiers([
                (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (3, 2), (4, 0), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1),
            ])),
        LottoGame(
            id: GameID("uk-lotto"), name: "UK Lotto", main: LottoRule(count: 6, range: 1...59), extra: nil,
            bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 0...1)])),
        LottoGame(
            id: GameID("loto6"), name: "Japan Loto 6", main: LottoRule(count: 6, range: 1...43), extra: nil,
            bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1)])),
        LottoGame(
            id: GameID("loto7"), name: "Japan Loto 7", main: LottoRule(count: 7, range: 1...37), extra: nil,
            bonusCount: 2,
            tiers: sameDrumTiers([(7, 0...0), (6, 1...1), (6, 0...0), (5, 0...2), (4, 0...2), (3, 1...2)])),
        LottoGame(
            id: GameID("lotto649"), name: "Canada Lotto 6/49", main: LottoRule(count: 6, range: 1...49), extra: nil,
            bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 1...1), (2, 0...0)])),
        LottoGame(
            id: GameID("superenalotto"), name: "Italy SuperEnalotto", main: LottoRule(count: 6, range: 1...90),
            extra: nil,
            bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 0...1)])),
    ]

    private static let americanTiers = separateDrumTiers([
        (5, 1), (5, 0), (4, 1), (4, 0), (3, 1), (3, 0), (2, 1), (1, 1), (0, 1),
    ])

    private static func sameDrumTiers(_ tiers: [(Int, ClosedRange<Int>)]) -> [PrizeTier] {
        tiers.map { PrizeTier(main: $0.0, extra: $0.1) }
    }

    private static func separateDrumTiers(_ tiers: [(Int, Int)]) -> [PrizeTier] {
        tiers.map { PrizeTier(main: $0.0, extra: $0.1...$0.1) }
    }

    /// The game `id` names.
    public init(_ id: GameID) {
        // Every id was made by a game: a known one, or a spec that parses again.
        self = Self.named(id.rawValue)!
    }

    /// The game named `text`: an id from ``all``, or a custom spec such as `6/45` (pick 6 of
    /// 1-45) or `5/69+1/26` (and 1 of 1-26 from a separate drum). A custom game's only prize is
    /// matching everything.
    ///
    /// A spec's id is written anew from the numbers it holds (`06/45` is `6/45`), so that one
    /// game has one id however it was typed.
    ///
    /// - Returns: `nil` for an unknown id or a malformed or impossible spec.
    public static func named(_ text: String) -> LottoGame? {
        if let game = all.first(where: { $0.id.rawValue == text }) { return game }
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let main = rule(parts[0]) else { return nil }
        var extra: LottoRule?
        if parts.count == 2 {
            guard let rule = rule(parts[1]) else { return nil }
            extra = rule
        }
        let id = [main, extra].compactMap { $0.map { "\($0.count)/\($0.range.upperBound)" } }.joined(separator: "+")
        return LottoGame(
            id: GameID(id), name: "Custom \(id)", main: main, extra: extra, bonusCount: 0,
            tiers: [PrizeTier(main: main.count, extra: (extra?.count ?? 0)...(extra?.count ?? 0))])
    }

    /// `k/n`: k distinct numbers from 1...n, with 1 <= k <= n <= 99.
    private static func rule(_ text: Substring) -> LottoRule? {
        let sides = text.split(separator: "/", omittingEmptySubsequences: false)
        guard sides.count == 2, let count = WholeNumber.parse(sides[0]), let size = WholeNumber.parse(sides[1]),
            count >= 1, count <= size, size <= 99
        else { return nil }
        return LottoRule(count: count, range: 1...size)
    }
}
