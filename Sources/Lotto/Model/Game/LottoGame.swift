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
    /// The main numbers a player picks, by today's rules (see ``eras``).
    public let main: LottoRule
    /// The separate drum a player also picks from, if the game has one, by today's rules.
    public let extra: LottoRule?
    /// How many bonus balls are drawn from the main drum after the main numbers.
    public let bonusCount: Int
    /// The prizes by today's rules, best first; a ticket wins the first tier it meets. A draw of
    /// an older era is checked by that era's tiers (see ``asPlayed(on:)``).
    public let tiers: [PrizeTier]
    /// The currency of its prices and prizes today (an older era may have had another: see
    /// ``GameEra/currency``); `nil` when the table does not know it (a custom game).
    public let currency: Currency?
    /// Where the table's price is what a play costs, for a game priced otherwise elsewhere
    /// (EuroMillions: `France, Spain and the other euro countries`); `nil` for a game of one
    /// price.
    public let pricedIn: String?
    /// The game's rules over time, oldest first: the last is today's.
    public let eras: [GameEra]
    /// The day the game was first drawn; `nil` for a custom game, which has no history. Its
    /// first era may begin later: lotto does not know every game's rules back to its start.
    public let firstDraw: CivilDate?
    /// The option that multiplies a ticket's prizes (Power Play, Megaplier), if the game sells
    /// one.
    public let multiplierOption: MultiplierOption?
    /// What the game calls the free play some eras' tiers win (``GameEra/freePlayTiers``), as a
    /// prize is said: `free Lucky Dip`; `nil` for a game that never gave one.
    public let freePlay: String?

    /// A game whose rules, price, tiers and fixed prizes changed over `eras`, oldest first,
    /// first drawn on `firstDraw` (the first era's start when not given).
    init(
        id: GameID, name: String, bonusCount: Int, currency: Currency? = nil, pricedIn: String? = nil,
        firstDraw: CivilDate? = nil, multiplierOption: MultiplierOption? = nil, freePlay: String? = nil,
        eras: [GameEra]
    ) {
        self.id = id
        self.name = name
        main = eras.last!.main
        extra = eras.last!.extra
        self.bonusCount = bonusCount
        tiers = eras.last!.tiers
        self.currency = currency
        self.pricedIn = pricedIn
        self.eras = eras
        self.firstDraw = firstDraw ?? eras[0].from
        self.multiplierOption = multiplierOption
        self.freePlay = freePlay
    }

    /// The era in force on `date`; `nil` before the first era lotto knows of.
    public func era(on date: CivilDate) -> GameEra? {
        eras.last { $0.from.map { $0 <= date } ?? true }
    }

    /// The game as it was played on `date`: its rules of that day, to check a draw of that day
    /// against, and its money (lire, for a SuperEnalotto draw of 2001); `nil` before the first
    /// era lotto knows of.
    public func asPlayed(on date: CivilDate) -> LottoGame? {
        guard let index = eras.lastIndex(where: { $0.from.map { $0 <= date } ?? true }) else { return nil }
        // Today's era is the game itself: most dates, and no copy of its eras for each.
        if index == eras.count - 1 { return self }
        return LottoGame(
            id: id, name: name, bonusCount: bonusCount, currency: eras[index].currency ?? currency, pricedIn: pricedIn,
            firstDraw: firstDraw, multiplierOption: multiplierOption, freePlay: freePlay, eras: Array(eras[...index]))
    }

    /// Every prize tier the game has had, by its rule: today's ``tiers``, best first, then each
    /// rule of an older era that today's lack, newest era first. Eras number their tiers
    /// differently (EuroMillions' 3+2 was tier 7 until 2016-09-23, and is tier 6 since), so
    /// wins of several eras are counted by rule, in this order: a win of an older era then
    /// counts under today's tier of the same rule, or, if today's have none, still somewhere.
    public var tiersOfEveryEra: [PrizeTier] {
        var every = tiers
        for era in eras.reversed() where era.tiers != tiers {
            for tier in era.tiers where !every.contains(tier) { every.append(tier) }
        }
        return every
    }

    /// The game's prize tiers over time, oldest first: each list of tiers with the first and
    /// the last day it held (`from` is `nil` when lotto does not know when it began, `until`
    /// for today's, which still holds). A game whose tiers never changed has one: ``tiers``,
    /// as every game's last.
    public var tierEras: [(from: CivilDate?, until: CivilDate?, tiers: [PrizeTier])] {
        var tierEras: [(from: CivilDate?, until: CivilDate?, tiers: [PrizeTier])] = []
        for era in eras where era.tiers != tierEras.last?.tiers {
            if !tierEras.isEmpty, let from = era.from {
                tierEras[tierEras.count - 1].until = CivilDate(daysSince1970: from.daysSince1970 - 1)
            }
            tierEras.append((era.from, nil, era.tiers))
        }
        return tierEras
    }

    /// What one play costs today, if the table knows.
    public var price: Money? {
        eras.last.flatMap(price(in:))
    }

    /// What one play of a draw on `date` cost: the price of that day's era, if the table knows
    /// it; `nil` before the first era lotto knows of.
    public func price(on date: CivilDate) -> Money? {
        era(on: date).flatMap(price(in:))
    }

    /// In the era's money: 500 lire for a SuperEnalotto play of 2001, in a game of euros.
    private func price(in era: GameEra) -> Money? {
        guard let currency = era.currency ?? currency, let price = era.price else { return nil }
        return Money(minorUnits: price, currency: currency)
    }

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
    /// The game `id` names.
    public init(_ id: GameID) {
        switch id.game {
        case .known(let known): self.init(known)
        case .custom(let main, let extra): self = Self.custom(main: main.rule, extra: extra?.rule)
        }
    }

    /// The game named `text`: an id from ``all``, or a custom spec such as `6/45` (pick 6 of
    /// 1-45) or `5/69+1/26` (and 1 of 1-26 from a separate drum). A custom game's only prize is
    /// matching everything.
    ///
    /// A spec's id is written anew from the numbers it holds (`06/45` is `6/45`), so that one
    /// game has one id however it was typed.
    ///
    /// - Returns: `nil` for an unknown id or a malformed or impossible spec (see
    ///   ``init(named:)`` for why).
    public static func named(_ text: String) -> LottoGame? {
        try? LottoGame(named: text)
    }

    /// The game named `text`, as ``named(_:)`` reads it.
    ///
    /// - Throws: ``GameNameError``: an unknown id (no `/` in it), a malformed spec, or a drum
    ///   that draws none of its numbers, more than it holds, or holds more than
    ///   ``largestDrum``.
    public init(named text: String) throws(GameNameError) {
        // Ids in any case: `PowerBall` is `powerball`.
        let lowered = text.lowercased()
        // The default game without the table of every game (see `init(_:)`).
        if lowered == Self.korean645.id.rawValue {
            self = Self.korean645
            return
        }
        if let game = Self.all.first(where: { $0.id.rawValue == lowered }) {
            self = game
            return
        }
        guard lowered.contains("/") else { throw .unknownID(text) }
        let parts = lowered.split(separator: "+", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { throw .malformedSpec(text) }
        let main = try Self.rule(parts[0], spec: text, inSeparateDrum: false)
        let extra = try parts.count == 2 ? Self.rule(parts[1], spec: text, inSeparateDrum: true) : nil
        self = Self.custom(main: main, extra: extra)
    }

    /// The most numbers a custom spec's drum may hold.
    static let largestDrum = 99

    /// The custom game of these drums: its only prize is matching everything.
    private static func custom(main: LottoRule, extra: LottoRule?) -> LottoGame {
        let id = GameID(main: main, extra: extra)
        return LottoGame(
            id: id, name: "Custom \(id)", bonusCount: 0,
            eras: [
                GameEra(
                    from: nil, main: main, extra: extra, price: nil,
                    tiers: [PrizeTier(main: main.count, extra: (extra?.count ?? 0)...(extra?.count ?? 0))])
            ])
    }

    /// `k/n`: k distinct numbers from 1...n, with 1 <= k <= n <= ``largestDrum``.
    private static func rule(_ text: Substring, spec: String, inSeparateDrum: Bool) throws(GameNameError)
        -> LottoRule
    {
        let sides = text.split(separator: "/", omittingEmptySubsequences: false)
        guard sides.count == 2, WholeNumber.isDigits(sides[0]), WholeNumber.isDigits(sides[1]) else {
            throw .malformedSpec(spec)
        }
        // Digits too many for a whole number are still a count, said as typed.
        let digits = { (side: Substring) in WholeNumber.parse(side).map(String.init) ?? String(side) }
        guard let size = WholeNumber.parse(sides[1]), size <= largestDrum else {
            throw .drumTooLarge(held: digits(sides[1]))
        }
        guard let count = WholeNumber.parse(sides[0]), count <= size else {
            throw .moreDrawnThanHeld(drawn: digits(sides[0]), held: String(size), inSeparateDrum: inSeparateDrum)
        }
        guard count >= 1 else { throw .noNumberDrawn }
        return LottoRule(count: count, range: 1...size)
    }
}
