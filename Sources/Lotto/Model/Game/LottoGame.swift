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
    /// The prizes, best first; a ticket wins the first tier it meets.
    public let tiers: [PrizeTier]
    /// The currency of its prices and prizes; `nil` when the table does not know it (a game
    /// played in several currencies).
    public let currency: Currency?
    /// The game's rules over time, oldest first: the last is today's.
    public let eras: [GameEra]

    /// A game whose rules, price and fixed prizes changed over `eras`, oldest first.
    init(
        id: GameID, name: String, bonusCount: Int, tiers: [PrizeTier], currency: Currency? = nil, eras: [GameEra]
    ) {
        self.id = id
        self.name = name
        main = eras.last!.main
        extra = eras.last!.extra
        self.bonusCount = bonusCount
        self.tiers = tiers
        self.currency = currency
        self.eras = eras
    }

    /// The era in force on `date`; `nil` before the first era lotto knows of.
    public func era(on date: CivilDate) -> GameEra? {
        eras.last { $0.from.map { $0 <= date } ?? true }
    }

    /// The game as it was played on `date`: its rules of that day, to check a draw of that day
    /// against; `nil` before the first era lotto knows of.
    public func asPlayed(on date: CivilDate) -> LottoGame? {
        guard let index = eras.lastIndex(where: { $0.from.map { $0 <= date } ?? true }) else { return nil }
        return LottoGame(
            id: id, name: name, bonusCount: bonusCount, tiers: tiers, currency: currency,
            eras: Array(eras[...index]))
    }

    /// What one play costs today, if the table knows.
    public var price: Money? {
        guard let currency, let price = eras.last?.price else { return nil }
        return Money(minorUnits: price, currency: currency)
    }

    /// What one play of a draw on `date` cost: the price of that day's era, if the table knows
    /// it; `nil` before the first era lotto knows of.
    public func price(on date: CivilDate) -> Money? {
        guard let currency, let price = era(on: date)?.price else { return nil }
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
    /// South Korea's Lotto 6/45, the default game. 2,000 won a ticket until August 2004 (tier 5
    /// then fixed at 10,000 won, as rounds 1-87 of dhlottery's records show), 1,000 won from
    /// round 88 (2004-08-07; tier 5 fixed at 5,000 won). Tier 4 was shared until round 400 and
    /// is fixed at 50,000 won from round 401 (2010-08-07), as dhlottery's per-round records show.
    public static let korean645 = LottoGame(
        id: GameID("kr645"), name: "South Korea Lotto 6/45", bonusCount: 1,
        tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1)]), currency: .won,
        eras: [
            GameEra(from: date(2002, 12, 7), main: .korean645, extra: nil, price: 2_000, fixedPrizes: [5: 10_000]),
            GameEra(from: date(2004, 8, 7), main: .korean645, extra: nil, price: 1_000, fixedPrizes: [5: 5_000]),
            GameEra(
                from: date(2010, 8, 7), main: .korean645, extra: nil, price: 1_000, fixedPrizes: [4: 50_000, 5: 5_000]),
        ])

    /// Every game lotto knows, in the order `lotto games` lists them. Rules and tiers from
    /// shared/reference/games.md, rule changes from shared/data/draws/README.md, prices and
    /// fixed prizes from the lotteries' published prize charts; a rule change is one line here
    /// and one test.
    public static let all: [LottoGame] = [
        korean645,
        // Rules and prices from the lotteries' own histories (powerball.com, megamillions.com);
        // prizes below the jackpot fixed, except in California, where every prize is shared.
        // New York's open data (the file `lotto draws import` reads) begins in 2010 and 2002.
        LottoGame(
            id: GameID("powerball"), name: "US Powerball", bonusCount: 0, tiers: americanTiers, currency: .dollar,
            eras: [
                GameEra(
                    from: date(2009, 1, 7), main: white(59), extra: red(39), price: 100,
                    fixedPrizes: [2: 20_000_000, 3: 1_000_000, 4: 10_000, 5: 10_000, 6: 700, 7: 700, 8: 400, 9: 300]),
                GameEra(
                    from: date(2012, 1, 15), main: white(59), extra: red(35), price: 200,
                    fixedPrizes: [2: 100_000_000, 3: 1_000_000, 4: 10_000, 5: 10_000, 6: 700, 7: 700, 8: 400, 9: 400]
                ),
                GameEra(
                    from: date(2015, 10, 7), main: white(69), extra: red(26), price: 200,
                    fixedPrizes: [2: 100_000_000, 3: 5_000_000, 4: 10_000, 5: 10_000, 6: 700, 7: 700, 8: 400, 9: 400]
                ),
            ]),
        // The new chart of 2025-04-08 (1-24, $5) has prizes this table does not hold.
        LottoGame(
            id: GameID("megamillions"), name: "US Mega Millions", bonusCount: 0, tiers: americanTiers,
            currency: .dollar,
            eras: [
                GameEra(from: date(2002, 5, 17), main: white(52), extra: red(52), price: 100),
                GameEra(
                    from: date(2005, 6, 22), main: white(56), extra: red(46), price: 100,
                    fixedPrizes: [2: 25_000_000, 3: 1_000_000, 4: 15_000, 5: 15_000, 6: 700, 7: 1_000, 8: 300, 9: 200]),
                GameEra(
                    from: date(2013, 10, 22), main: white(75), extra: red(15), price: 100,
                    fixedPrizes: [2: 100_000_000, 3: 500_000, 4: 50_000, 5: 5_000, 6: 500, 7: 500, 8: 200, 9: 100]),
                GameEra(
                    from: date(2017, 10, 31), main: white(70), extra: red(25), price: 200,
                    fixedPrizes: [
                        2: 100_000_000, 3: 1_000_000, 4: 50_000, 5: 20_000, 6: 1_000, 7: 1_000, 8: 400, 9: 200,
                    ]),
                GameEra(from: date(2025, 4, 8), main: white(70), extra: red(24), price: 500),
            ]),
        // Prizes in euros, every one shared; the price differs from country to country.
        LottoGame(
            id: GameID("euromillions"), name: "EuroMillions", bonusCount: 0,
            tiers: separateDrumTiers([
                (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (3, 2), (4, 0), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1), (2, 0),
            ]),
            currency: .euro,
            eras: [
                GameEra(from: date(2004, 2, 13), main: white(50), extra: stars(9), price: nil),
                GameEra(from: date(2011, 5, 10), main: white(50), extra: stars(11), price: nil),
                GameEra(from: date(2016, 9, 24), main: white(50), extra: stars(12), price: nil),
            ]),
        LottoGame(
            id: GameID("eurojackpot"), name: "Eurojackpot", bonusCount: 0,
            tiers: separateDrumTiers([
                (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (3, 2), (4, 0), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1),
            ]),
            currency: .euro,
            eras: [
                GameEra(from: date(2012, 3, 23), main: white(50), extra: stars(8), price: 200),
                GameEra(from: date(2014, 10, 10), main: white(50), extra: stars(10), price: 200),
                GameEra(from: date(2022, 3, 25), main: white(50), extra: stars(12), price: 200),
            ]),
        // 6 of 1-49 from the first draw; £2 a play from 2013-10-09; 6 of 1-59 from 2015-10-10.
        LottoGame(
            id: GameID("uk-lotto"), name: "UK Lotto", bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 0...1)]),
            currency: .pound,
            eras: [
                GameEra(from: date(1994, 11, 19), main: LottoRule(count: 6, range: 1...49), extra: nil, price: 100),
                GameEra(from: date(2013, 10, 9), main: LottoRule(count: 6, range: 1...49), extra: nil, price: 200),
                GameEra(from: date(2015, 10, 10), main: LottoRule(count: 6, range: 1...59), extra: nil, price: 200),
            ]),
        // Each has had one price since it began.
        today(
            id: "loto6", name: "Japan Loto 6", main: LottoRule(count: 6, range: 1...43), bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1)]), currency: .yen,
            price: 200),
        today(
            id: "loto7", name: "Japan Loto 7", main: LottoRule(count: 7, range: 1...37), bonusCount: 2,
            tiers: sameDrumTiers([(7, 0...0), (6, 1...1), (6, 0...0), (5, 0...2), (4, 0...2), (3, 1...2)]),
            currency: .yen, price: 300),
        today(
            id: "lotto649", name: "Canada Lotto 6/49", main: LottoRule(count: 6, range: 1...49), bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 1...1), (2, 0...0)])),
        today(
            id: "superenalotto", name: "Italy SuperEnalotto", main: LottoRule(count: 6, range: 1...90),
            bonusCount: 1,
            tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 0...1)])),
    ]

    /// A game whose history the table does not hold: today's rules, and its price where the
    /// table knows it.
    private static func today(
        id: String, name: String, main: LottoRule, bonusCount: Int, tiers: [PrizeTier], currency: Currency? = nil,
        price: Int? = nil
    ) -> LottoGame {
        LottoGame(
            id: GameID(id), name: name, bonusCount: bonusCount, tiers: tiers, currency: currency,
            eras: [GameEra(from: nil, main: main, extra: nil, price: price)])
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: day)!
    }

    /// Five white balls of 1-`highest`: the main drum of the American and European games.
    private static func white(_ highest: Int) -> LottoRule { LottoRule(count: 5, range: 1...highest) }
    /// One red ball (Powerball, Mega Ball) of 1-`highest`.
    private static func red(_ highest: Int) -> LottoRule { LottoRule(count: 1, range: 1...highest) }
    /// Two stars (Lucky Stars, Euro numbers) of 1-`highest`.
    private static func stars(_ highest: Int) -> LottoRule { LottoRule(count: 2, range: 1...highest) }

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
        // Ids in any case: `PowerBall` is `powerball`.
        let text = text.lowercased()
        // The default game without the table of every game, which a plain `lotto new` would
        // otherwise make only to find it.
        if text == korean645.id.rawValue { return korean645 }
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
            id: GameID(id), name: "Custom \(id)", bonusCount: 0,
            tiers: [PrizeTier(main: main.count, extra: (extra?.count ?? 0)...(extra?.count ?? 0))],
            eras: [GameEra(from: nil, main: main, extra: extra, price: nil)])
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
