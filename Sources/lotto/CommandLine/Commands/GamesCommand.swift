import Lotto

/// `lotto games`: the games lotto knows, with their rules, jackpot odds, prize tiers and money.
enum GamesCommand: Subcommand {
    static let name = "games"

    static let spec = CommandSpec(
        name: name,
        abstract: "List the games lotto knows.",
        discussion: """
            Each game's id (for --game), name, rule, the odds of the top prize (computed from the \
            rule) and its prize tiers, best first: '5+1' is five main numbers and one extra ball; \
            then what a play costs today, in which currency (EuroMillions: in the euro \
            countries; elsewhere give backtest --price), and the prizes the rules fix (the \
            others are shared among the winners, so only a draw's record knows them), a free play \
            said as such (uk-lotto's free Lucky Dip). Rules, prices, tiers and fixed prizes that \
            changed over time are kept by date, and a recorded draw is checked by those of its day: \
            a game whose tiers or fixed prizes changed also lists each older era's, numbered as that \
            era numbered them; a game drawing two sets of balls a draw says so (uk-lotto from \
            2026-06-10). Besides these ids, --game takes a custom \
            spec: 6/45 picks 6 of 1-45, 5/69+1/26 adds 1 of 1-26 from a separate drum, each drum \
            of at most 99 numbers; a custom game's only prize is matching everything. A spec no \
            drum could draw is refused, saying why (7/3: more numbers drawn than the drum holds).
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        let format = FormatOption(
            json: "an array of {\"basePrizes\", \"currency\", \"fixedPrizes\", \"freePlays\", \"id\", "
                + "\"jackpotOdds\", \"multipliers\", \"name\", \"price\", \"rule\", \"tierEras\", \"tiers\"} "
                + "objects; tiers are today's, tierEras every list of tiers the game has had, oldest first, as "
                + "{\"from\", \"tiers\"} (from null when not known); fixedPrizes by tier (\"5\": 5000), "
                + "basePrizes likewise where each play carries one of multipliers (Mega Millions: every prize "
                + "but the jackpot multiplied by it), money in the currency's units, null when unknown; "
                + "freePlays today's tiers whose prize is a free play ([6]: uk-lotto's free Lucky Dip). CSV has "
                + "the same columns but basePrizes and multipliers, the money ones last, then freePlays; "
                + "tierEras as '2004-02-13: 5+2 5+1 ...; 2011-05-10: ...'.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let printer = ListPrinter(
            format: try arguments[FormatOption.key], output: context.output,
            csvHeader: [
                "id", "jackpotOdds", "name", "rule", "tiers", "tierEras", "currency", "fixedPrizes", "price",
                "freePlays",
            ])
        let idWidth = LottoGame.all.reduce(0) { max($0, $1.id.rawValue.count) }
        let indent = String(repeating: " ", count: idWidth + 2)
        printer.print(
            LottoGame.all,
            text: { game, bytes in
                bytes.append(game.id.rawValue.rightPadded(to: idWidth) + "  " + game.name + "\n")
                bytes.append(indent + game.ruleDescription)
                bytes.append("; jackpot 1 in " + game.jackpotOdds.grouped + "\n")
                bytes.append(indent + "tiers: ")
                bytes.append(game.tiers.map(\.description).joined(separator: ", "))
                // The older eras' tiers, going back from today's.
                for era in game.tierEras.dropLast().reversed() {
                    bytes.append("\n" + indent + "tiers " + (era.from.map { "\($0) to " } ?? "until "))
                    bytes.append((era.until.map(\.description) ?? "") + ": ")
                    bytes.append(era.tiers.map(\.description).joined(separator: ", "))
                }
                bytes.append("\n" + indent + "price: " + (game.price?.description ?? "not known"))
                if game.price == nil, let currency = game.currency { bytes.append(" (prizes in \(currency))") }
                // A game priced by country says whose price it is: the others give backtest --price.
                if game.price != nil, let pricedIn = game.pricedIn { bytes.append(" (in \(pricedIn))") }
                appendFixedPrizes(of: game, indent: indent, to: &bytes)
                if let today = game.eras.last, today.sets > 1, let from = today.from {
                    bytes.append("\n" + indent + "\(today.sets) sets of balls a draw from \(from): a play plays each, ")
                    bytes.append("each paying its fixed prizes; one jackpot shared by every set's winners")
                }
                if let play = game.eras.last?.playMultiplier, let currency = game.currency {
                    bytes.append("\n" + indent + "each play carries a multiplier, " + play.valuesText)
                    bytes.append(", that multiplies its prize but the jackpot; base prizes (\(currency)): ")
                    bytes.append(basePrizes(game).map { "tier \($0.tier) \($0.money.grouped)" }.joined(separator: ", "))
                }
            },
            json: { game, bytes in
                bytes.append(#"{"basePrizes":{"#)
                bytes.append(basePrizes(game).map { #""\#($0.tier)":\#($0.money.decimal)"# }.joined(separator: ","))
                bytes.append(#"},"currency":"#)
                bytes.append(game.currency.map { #""\#($0.code)""# } ?? "null")
                bytes.append(#","fixedPrizes":{"#)
                bytes.append(fixedPrizes(game).map { #""\#($0.tier)":\#($0.money.decimal)"# }.joined(separator: ","))
                bytes.append(#"},"freePlays":["#)
                bytes.append(freePlays(game).map(String.init).joined(separator: ","))
                bytes.append(#"],"id":""# + game.id.rawValue + #"","jackpotOdds":"#)
                bytes.appendDecimal(game.jackpotOdds)
                bytes.append(#","multipliers":["#)
                bytes.append((game.eras.last?.playMultiplier?.values ?? []).map(String.init).joined(separator: ","))
                bytes.append(#"],"name":""# + game.name + #"","price":"#)
                bytes.append(game.price?.decimal ?? "null")
                bytes.append(#","rule":""# + game.ruleDescription + #"","tierEras":["#)
                for (index, era) in game.tierEras.enumerated() {
                    bytes.append((index > 0 ? "," : "") + #"{"from":"#)
                    bytes.append(era.from.map { #""\#($0)""# } ?? "null")
                    bytes.append(#","tiers":"# + jsonArray(era.tiers) + "}")
                }
                bytes.append(#"],"tiers":"# + jsonArray(game.tiers) + "}")
            },
            csv: { game, bytes in
                ListPrinter.appendCSVFields(
                    [
                        game.id.rawValue, String(game.jackpotOdds), game.name, game.ruleDescription,
                        game.tiers.map(\.description).joined(separator: " "),
                        game.tierEras.map { era in
                            (era.from.map { "\($0): " } ?? "") + era.tiers.map(\.description).joined(separator: " ")
                        }.joined(separator: "; "),
                        game.currency?.code ?? "",
                        fixedPrizes(game).map { "\($0.tier):\($0.money.decimal)" }.joined(separator: " "),
                        game.price?.decimal ?? "", freePlays(game).map(String.init).joined(separator: " "),
                    ], to: &bytes)
            })
        printer.end()
        try printer.finish()
    }

    /// `["5+2","5+1",...]`.
    private static func jsonArray(_ tiers: [PrizeTier]) -> String {
        "[" + tiers.map { #"""# + $0.description + #"""# }.joined(separator: ",") + "]"
    }

    /// `fixed prizes (GBP): tier 2 1,000,000.00, ...`: today's fixed prizes and free plays, then
    /// each older era's that differ from the next one's, going back from today's.
    private static func appendFixedPrizes(of game: LottoGame, indent: String, to bytes: inout [UInt8]) {
        if let currency = game.currency, let today = game.eras.last, let fixed = fixedText(today, game) {
            bytes.append("\n" + indent + "fixed prizes (\(currency)): " + fixed)
        }
        for (index, era) in game.eras.enumerated().dropLast().reversed() {
            let next = game.eras[index + 1]
            guard era.fixedPrizes != next.fixedPrizes || era.freePlayTiers != next.freePlayTiers,
                let fixed = fixedText(era, game), let from = era.from, let until = next.from
            else { continue }
            let last = CivilDate(daysSince1970: until.daysSince1970 - 1)
            let money = (era.currency ?? game.currency).map { " (\($0))" } ?? ""
            bytes.append("\n" + indent + "fixed prizes \(from) to \(last)\(money): " + fixed)
        }
    }

    /// Today's tiers whose prize is a free play (uk-lotto's 6).
    private static func freePlays(_ game: LottoGame) -> [Int] {
        game.eras.last?.freePlayTiers.sorted() ?? []
    }

    /// `tier 5 25.00, tier 6 a free Lucky Dip`: an era's fixed prizes and free plays, by tier, in
    /// its money; `nil` for none.
    private static func fixedText(_ era: GameEra, _ game: LottoGame) -> String? {
        guard let currency = era.currency ?? game.currency else { return nil }
        let tiers = Set(era.fixedPrizes.keys).union(era.freePlayTiers).sorted()
        guard !tiers.isEmpty else { return nil }
        return tiers.map { tier in
            if era.freePlayTiers.contains(tier) { return "tier \(tier) a \(game.freePlay ?? "free play")" }
            return "tier \(tier) " + Money(minorUnits: era.fixedPrizes[tier] ?? 0, currency: currency).grouped
        }.joined(separator: ", ")
    }

    /// Today's prizes before the multiplier each play carries, by tier; none for a game whose
    /// plays carry none.
    private static func basePrizes(_ game: LottoGame) -> [(tier: Int, money: Money)] {
        guard let currency = game.currency, let play = game.eras.last?.playMultiplier else { return [] }
        return play.basePrizes.sorted { $0.key < $1.key }.map {
            ($0.key, Money(minorUnits: $0.value, currency: currency))
        }
    }

    /// Today's fixed prizes, by tier.
    private static func fixedPrizes(_ game: LottoGame) -> [(tier: Int, money: Money)] {
        guard let currency = game.currency, let era = game.eras.last else { return [] }
        return era.fixedPrizes.sorted { $0.key < $1.key }.map {
            ($0.key, Money(minorUnits: $0.value, currency: currency))
        }
    }
}
