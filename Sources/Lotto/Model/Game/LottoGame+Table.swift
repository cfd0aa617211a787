/// The games lotto knows, as data.
extension LottoGame {
    /// South Korea's Lotto 6/45, the default game. 2,000 won a ticket until August 2004 (tier 5
    /// then fixed at 10,000 won, as rounds 1-87 of dhlottery's records show), 1,000 won from
    /// round 88 (2004-08-07; tier 5 fixed at 5,000 won). Tier 4 was shared until round 400 and
    /// is fixed at 50,000 won from round 401 (2010-08-07), as dhlottery's per-round records show.
    public static let korean645 = LottoGame(
        id: GameID(.korean645), name: "South Korea Lotto 6/45", bonusCount: 1, currency: .won,
        eras: [
            GameEra(
                from: date(2002, 12, 7), main: .korean645, extra: nil, price: 2_000, tiers: koreanTiers,
                fixedPrizes: [5: 10_000]),
            GameEra(
                from: date(2004, 8, 7), main: .korean645, extra: nil, price: 1_000, tiers: koreanTiers,
                fixedPrizes: [5: 5_000]),
            GameEra(
                from: date(2010, 8, 7), main: .korean645, extra: nil, price: 1_000, tiers: koreanTiers,
                fixedPrizes: [4: 50_000, 5: 5_000]),
        ])

    private static let koreanTiers = sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1)])

    /// Every game lotto knows, in the order `lotto games` lists them (``KnownGame``'s).
    public static let all: [LottoGame] = KnownGame.allCases.map(table)

    /// The game of the table `known` names. The default game without the table of every game,
    /// which a plain `lotto new` would otherwise make only to find it.
    init(_ known: KnownGame) {
        // `all` holds every case's game, in the cases' order.
        self = known == .korean645 ? Self.korean645 : Self.all[Int(known.rawValue)]
    }

    /// Each game of the table. Rules and tiers from shared/reference/games.md, rule and tier
    /// changes from shared/data/draws/README.md, prices and fixed prizes from the lotteries'
    /// published prize charts; a rule change is one line here and one test.
    private static func table(_ known: KnownGame) -> LottoGame {
        switch known {
        case .korean645: korean645
        // Rules and prices from the lotteries' own histories (powerball.com, megamillions.com);
        // prizes below the jackpot fixed, except in California, where every prize is shared.
        // New York's open data (the file `lotto draws import` reads) begins in 2010 and 2002.
        // Powerball was first drawn on 1992-04-22; its rules before 2009 are not here. Mega
        // Millions took that name on 2002-05-17 (The Big Game's before).
        case .powerball:
            LottoGame(
                id: GameID(.powerball), name: "US Powerball", bonusCount: 0, currency: .dollar,
                firstDraw: date(1992, 4, 22),
                // Power Play's match of 5 pays 2,000,000 dollars since that prize became 1,000,000
                // (2012-01-15); before, it was multiplied as every other prize below the jackpot.
                multiplierOption: MultiplierOption(
                    name: "Power Play", kind: .powerPlay, price: 100, from: nil, until: nil,
                    fixedPrizes: [
                        .init(tier: PrizeTier(main: 5, extra: 0...0), from: date(2012, 1, 15), amount: 200_000_000)
                    ]),
                eras: [
                    GameEra(
                        from: date(2009, 1, 7), main: white(59), extra: red(39), price: 100, tiers: americanTiers,
                        fixedPrizes: [
                            2: 20_000_000, 3: 1_000_000, 4: 10_000, 5: 10_000, 6: 700, 7: 700, 8: 400, 9: 300,
                        ]),
                    GameEra(
                        from: date(2012, 1, 15), main: white(59), extra: red(35), price: 200, tiers: americanTiers,
                        fixedPrizes: [
                            2: 100_000_000, 3: 1_000_000, 4: 10_000, 5: 10_000, 6: 700, 7: 700, 8: 400, 9: 400,
                        ]
                    ),
                    GameEra(
                        from: date(2015, 10, 7), main: white(69), extra: red(26), price: 200, tiers: americanTiers,
                        fixedPrizes: [
                            2: 100_000_000, 3: 5_000_000, 4: 10_000, 5: 10_000, 6: 700, 7: 700, 8: 400, 9: 400,
                        ]
                    ),
                ])
        case .megaMillions:
            LottoGame(
                id: GameID(.megaMillions), name: "US Mega Millions", bonusCount: 0, currency: .dollar,
                // The Megaplier was first sold in Texas, for the draw of 2003-12-05, its first of Mega
                // Millions (lotterypost.com/news/77307, 2003-12-03; elsewhere from 2010); sold until
                // the last draw of the 1-25 Mega Ball; since 2025-04-08 every ticket carries a
                // multiplier, in its price.
                multiplierOption: MultiplierOption(
                    name: "Megaplier", kind: .megaplier, price: 100, from: date(2003, 12, 5),
                    until: date(2025, 4, 4),
                    fixedPrizes: []),
                eras: [
                    GameEra(from: date(2002, 5, 17), main: white(52), extra: red(52), price: 100, tiers: americanTiers),
                    GameEra(
                        from: date(2005, 6, 22), main: white(56), extra: red(46), price: 100, tiers: americanTiers,
                        fixedPrizes: [
                            2: 25_000_000, 3: 1_000_000, 4: 15_000, 5: 15_000, 6: 700, 7: 1_000, 8: 300, 9: 200,
                        ]),
                    GameEra(
                        from: date(2013, 10, 22), main: white(75), extra: red(15), price: 100, tiers: americanTiers,
                        fixedPrizes: [2: 100_000_000, 3: 500_000, 4: 50_000, 5: 5_000, 6: 500, 7: 500, 8: 200, 9: 100]),
                    GameEra(
                        from: date(2017, 10, 31), main: white(70), extra: red(25), price: 200, tiers: americanTiers,
                        fixedPrizes: [
                            2: 100_000_000, 3: 1_000_000, 4: 50_000, 5: 20_000, 6: 1_000, 7: 1_000, 8: 400, 9: 200,
                        ]),
                    // From 2025-04-08 each $5 play carries its own multiplier (wilottery.com "Mega
                    // Millions New Features", lotterypost.com 354113): the prizes below are the base.
                    GameEra(
                        from: date(2025, 4, 8), main: white(70), extra: red(24), price: 500, tiers: americanTiers,
                        playMultiplier: PlayMultiplier(
                            values: [2, 3, 4, 5, 10],
                            basePrizes: [
                                2: 100_000_000, 3: 1_000_000, 4: 50_000, 5: 20_000, 6: 1_000, 7: 1_000, 8: 700, 9: 500,
                            ])),
                ])
        // Prizes in euros, every one shared. The price differs from country to country: the
        // table's is the euro countries' (Austria, Belgium, France, Ireland, Luxembourg,
        // Portugal, Spain), 2.00 EUR from the first draw and 2.50 from 2016-09-24, with the 12th
        // Lucky Star (Belfast Telegraph and lovemoney.com, 2016: 2.50 GBP in the UK, up from
        // 2.00); a player elsewhere gives backtest --price.
        case .euroMillions:
            LottoGame(
                id: GameID(.euroMillions), name: "EuroMillions", bonusCount: 0, currency: .euro,
                pricedIn: "France, Spain and the other euro countries",
                eras: [
                    GameEra(
                        from: date(2004, 2, 13), main: white(50), extra: stars(9), price: 200,
                        tiers: euroMillionsTiersOf9Stars),
                    GameEra(
                        from: date(2011, 5, 10), main: white(50), extra: stars(11), price: 200,
                        tiers: euroMillionsTiersOf11Stars),
                    GameEra(
                        from: date(2016, 9, 24), main: white(50), extra: stars(12), price: 250,
                        tiers: euroMillionsTiersOf12Stars),
                ])
        case .euroJackpot:
            LottoGame(
                id: GameID(.euroJackpot), name: "Eurojackpot", bonusCount: 0, currency: .euro,
                eras: [
                    GameEra(
                        from: date(2012, 3, 23), main: white(50), extra: stars(8), price: 200,
                        tiers: euroJackpotTiersOf8Numbers),
                    GameEra(
                        from: date(2014, 10, 10), main: white(50), extra: stars(10), price: 200,
                        tiers: euroJackpotTiersOf10Numbers),
                    GameEra(
                        from: date(2022, 3, 25), main: white(50), extra: stars(12), price: 200,
                        tiers: euroJackpotTiers),
                ])
        // 6 of 1-49 from the first draw, 3 paying a fixed 10 pounds; 2 pounds a play from the
        // draw of 2013-10-05, 3 paying 25 (Evening Standard and worldlottery.net, 2013); 6 of
        // 1-59 from 2015-10-10, 2 winning a free Lucky Dip (portsmouth.co.uk, 2015); from
        // 2018-11-21, 5+bonus, 5, 4 and 3 fixed at 1,000,000, 1,750, 140 and 30 pounds
        // (lottery.co.uk and national-lottery.com "Lotto Changes"). The other prizes are shared.
        case .ukLotto:
            LottoGame(
                id: GameID(.ukLotto), name: "UK Lotto", bonusCount: 1, currency: .pound, freePlay: "free Lucky Dip",
                eras: [
                    GameEra(
                        from: date(1994, 11, 19), main: six(of: 49), extra: nil, price: 100,
                        tiers: Array(ukLottoTiers.prefix(5)), fixedPrizes: [5: 1_000]),
                    GameEra(
                        from: date(2013, 10, 5), main: six(of: 49), extra: nil, price: 200,
                        tiers: Array(ukLottoTiers.prefix(5)), fixedPrizes: [5: 2_500]),
                    GameEra(
                        from: date(2015, 10, 10), main: six(of: 59), extra: nil, price: 200, tiers: ukLottoTiers,
                        fixedPrizes: [5: 2_500], freePlayTiers: [6]),
                    GameEra(
                        from: date(2018, 11, 21), main: six(of: 59), extra: nil, price: 200, tiers: ukLottoTiers,
                        fixedPrizes: [2: 100_000_000, 3: 175_000, 4: 14_000, 5: 3_000], freePlayTiers: [6]),
                    // Two sets a draw from 2026-06-10, each paying its own fixed prizes; 2 wins 1
                    // pound, no Lucky Dip (the operator's prize breakdowns: see docs/commands.md).
                    GameEra(
                        from: date(2026, 6, 10), main: six(of: 59), extra: nil, price: 200, tiers: ukLottoTiers,
                        fixedPrizes: [2: 100_000_000, 3: 100_000, 4: 5_000, 5: 1_000, 6: 100], sets: 2),
                ])
        // Each Japanese game has had one price and one rule since it began.
        case .loto6:
            today(
                .loto6, firstDraw: date(2000, 10, 5), name: "Japan Loto 6", main: LottoRule(count: 6, range: 1...43),
                bonusCount: 1,
                tiers: sameDrumTiers([(6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1)]), currency: .yen,
                price: 200)
        case .loto7:
            today(
                .loto7, firstDraw: date(2013, 4, 5), name: "Japan Loto 7", main: LottoRule(count: 7, range: 1...37),
                bonusCount: 2,
                tiers: sameDrumTiers([(7, 0...0), (6, 1...1), (6, 0...0), (5, 0...2), (4, 0...2), (3, 1...2)]),
                currency: .yen, price: 300)
        // 1 dollar a play from the first draw; 2 from 2004-06-02, which added 2 numbers and the
        // bonus (5 dollars; lotterypost.com/news/88619); 3 from 2013-09-18, which added 2 numbers
        // alone, paid in a free play (Toronto Sun, 2013-09-14). The other prizes are shared.
        case .lotto649:
            LottoGame(
                id: GameID(.lotto649), name: "Canada Lotto 6/49", bonusCount: 1, currency: .canadianDollar,
                eras: [
                    GameEra(
                        from: date(1982, 6, 12), main: six(of: 49), extra: nil, price: 100,
                        tiers: Array(lotto649Tiers.prefix(5))),
                    GameEra(
                        from: date(2004, 6, 2), main: six(of: 49), extra: nil, price: 200,
                        tiers: Array(lotto649Tiers.prefix(6)), fixedPrizes: [6: 500]),
                    GameEra(
                        from: date(2013, 9, 18), main: six(of: 49), extra: nil, price: 300, tiers: lotto649Tiers,
                        fixedPrizes: [6: 500]),
                ])
        // A column cost 500 lire (two at least) until the euro, then 0.50 EUR (agipronews.it,
        // 2010-10-15: "prima la giocata minima era da mille lire (due colonne da 500)"); 1.00 EUR
        // from the draw of 2016-02-02, the first of the game sold from 2016-01-31, which added
        // the prize for 2 (corriere.it, 2016-01-15; fanpage.it). Every prize is shared.
        case .superEnalotto:
            LottoGame(
                id: GameID(.superEnalotto), name: "Italy SuperEnalotto", bonusCount: 1, currency: .euro,
                eras: [
                    GameEra(
                        from: date(1997, 12, 3), main: six(of: 90), extra: nil, price: 500, currency: .lira,
                        tiers: Array(superEnalottoTiers.prefix(5))),
                    GameEra(
                        from: date(2002, 1, 1), main: six(of: 90), extra: nil, price: 50,
                        tiers: Array(superEnalottoTiers.prefix(5))),
                    GameEra(
                        from: date(2016, 2, 2), main: six(of: 90), extra: nil, price: 100, tiers: superEnalottoTiers),
                ])
        }
    }

    /// A game whose numbers have not changed since it was first drawn on `firstDraw`, and
    /// whose prices and fixed prizes the table does not hold by date: today's rules for every
    /// draw, and its price where the table knows it.
    private static func today(
        _ known: KnownGame, firstDraw: CivilDate, name: String, main: LottoRule, bonusCount: Int,
        tiers: [PrizeTier], currency: Currency? = nil, price: Int? = nil
    ) -> LottoGame {
        LottoGame(
            id: GameID(known), name: name, bonusCount: bonusCount, currency: currency,
            eras: [GameEra(from: firstDraw, main: main, extra: nil, price: price, tiers: tiers)])
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: day)!
    }

    /// Lotto 6/49's tiers today; each change added one at the end.
    private static let lotto649Tiers = sameDrumTiers([
        (6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 1...1), (2, 0...0),
    ])

    /// SuperEnalotto's tiers today; 2 was added on 2016-02-02.
    private static let superEnalottoTiers = sameDrumTiers([
        (6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 0...1),
    ])

    /// Six of 1-`highest`.
    private static func six(of highest: Int) -> LottoRule { LottoRule(count: 6, range: 1...highest) }

    /// Five white balls of 1-`highest`: the main drum of the American and European games.
    private static func white(_ highest: Int) -> LottoRule { LottoRule(count: 5, range: 1...highest) }
    /// One red ball (Powerball, Mega Ball) of 1-`highest`.
    private static func red(_ highest: Int) -> LottoRule { LottoRule(count: 1, range: 1...highest) }
    /// Two stars (Lucky Stars, Euro numbers) of 1-`highest`.
    private static func stars(_ highest: Int) -> LottoRule { LottoRule(count: 2, range: 1...highest) }

    private static let americanTiers = separateDrumTiers([
        (5, 1), (5, 0), (4, 1), (4, 0), (3, 1), (3, 0), (2, 1), (1, 1), (0, 1),
    ])

    /// EuroMillions' tiers rank by the odds of each era (shared/data/draws/README.md). With 9
    /// Lucky Stars, 4 is rarer than 3+2 and 3+1 than 2+2, and 2 wins nothing.
    private static let euroMillionsTiersOf9Stars = separateDrumTiers([
        (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (4, 0), (3, 2), (3, 1), (2, 2), (3, 0), (1, 2), (2, 1),
    ])
    /// With 11 Lucky Stars, 2 wins and 2+2 is rarer than 3+1; 4 still rarer than 3+2.
    private static let euroMillionsTiersOf11Stars = separateDrumTiers([
        (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (4, 0), (3, 2), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1), (2, 0),
    ])
    /// With 12 Lucky Stars, 3+2 is rarer than 4.
    private static let euroMillionsTiersOf12Stars = separateDrumTiers([
        (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (3, 2), (4, 0), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1), (2, 0),
    ])

    /// Eurojackpot's tiers rank by the odds of each era too. With 8 Euro numbers, 4 is rarer
    /// than 3+2 and 3+1 than 2+2 (tier 8, then 9); with 10, 2+2 is rarer than 3+1 (the two
    /// swapped on 2014-10-10: lottozahlennet.de, 2014-09-25); with 12, 3+2 is rarer than 4.
    private static let euroJackpotTiersOf8Numbers = separateDrumTiers([
        (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (4, 0), (3, 2), (3, 1), (2, 2), (3, 0), (1, 2), (2, 1),
    ])
    private static let euroJackpotTiersOf10Numbers = separateDrumTiers([
        (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (4, 0), (3, 2), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1),
    ])
    private static let euroJackpotTiers = separateDrumTiers([
        (5, 2), (5, 1), (5, 0), (4, 2), (4, 1), (3, 2), (4, 0), (2, 2), (3, 1), (3, 0), (1, 2), (2, 1),
    ])

    /// UK Lotto's tiers today; 2 was added on 2015-10-10.
    private static let ukLottoTiers = sameDrumTiers([
        (6, 0...0), (5, 1...1), (5, 0...0), (4, 0...1), (3, 0...1), (2, 0...1),
    ])

    private static func sameDrumTiers(_ tiers: [(Int, ClosedRange<Int>)]) -> [PrizeTier] {
        tiers.map { PrizeTier(main: $0.0, extra: $0.1) }
    }

    private static func separateDrumTiers(_ tiers: [(Int, Int)]) -> [PrizeTier] {
        tiers.map { PrizeTier(main: $0.0, extra: $0.1...$0.1) }
    }
}
