import Lotto

/// A check's summary: in text after the tickets; against each ticket's own draw, game by game,
/// and each game's part also as a JSON object or a CSV row (`lotto check --summary`).
enum CheckSummaryRecord {
    /// The CSV columns: the JSON keys, in the same order, but those added later, put last, since
    /// scripts read the columns by place.
    static let csvHeader = [
        "checked", "currency", "game", "net", "noDraw", "pending", "pendingCost", "spent", "unknownPrizes", "won",
        "freePlays", "wonAfterTax", "afterTaxUnknown", "prizesToClaim", "nextClaimBy", "unclaimed", "unclaimedWon",
        "notRecorded", "notRecordedCost", "tiers",
    ]

    /// The summary in text, a line each: against one draw, the count per tier won (every tier
    /// with `allTiers`) and what the tickets won; against each ticket's own draw, each game's
    /// part (see ``appendText(_:allTiers:to:)``).
    static func text(_ summary: CheckSummary, allTiers: Bool = false) -> String {
        guard let target = summary.target else { return "" }
        guard case .ownDraws = target else {
            guard let game = summary.games.first else { return "" }
            return (tierLines(game, allTiers: allTiers) + [wonLine(game), wonAfterTaxLine(game)])
                .joined(separator: "\n") + "\n"
        }
        return summary.games.map { gameLines($0, allTiers: allTiers).joined(separator: "\n") + "\n" }.joined()
            + PrizesToClaimRecord.totalAfterTaxLine(summary.games)
    }

    /// One game's part, a line each, its last without a line end:
    ///
    /// ```
    /// kr645 (South Korea Lotto 6/45)
    /// tier 2 (5+1): 1
    /// tier 4 (4): 1
    /// no prize: 1
    /// checked: 3
    /// pending: 1 ticket
    /// drawn, not recorded: 2 tickets: lotto draws update
    /// spent: 9,000 KRW
    /// won: 144,034,900 KRW
    /// won after tax: 112,347,620 KRW
    /// unclaimed: 1 (144,029,900 KRW)
    /// net: 144,025,900 KRW
    /// no draw: 1
    /// ```
    ///
    /// Only the tiers won are listed, but with `allTiers`, every one (at 0 too); `no prize`
    /// always is, so that a game that won nothing says so in one line. What was spent is what
    /// every ticket bought cost, the ones waiting for their draw too, which are counted (never
    /// priced) just above it; the net is what was won less that. A prize not known is counted
    /// as such (`won: 5,000 KRW and 1 prize unknown`), never as 0; a free play, apart from the
    /// money (`won: 30.00 GBP and 1 free Lucky Dip`); a price not known makes what was spent
    /// unknown, and the net with it.
    static func appendText(_ game: GameCheckSummary, allTiers: Bool, to bytes: inout [UInt8]) {
        bytes.append(gameLines(game, allTiers: allTiers).joined(separator: "\n"))
    }

    private static func gameLines(_ game: GameCheckSummary, allTiers: Bool) -> [String] {
        let notCounted = Self.notCounted(game).map { " (\($0))" } ?? ""
        // In text, `pending` counts the draws still to come, as the tickets' lines say them;
        // those held but not recorded have their own line (JSON's `pending` counts both).
        let notRecorded =
            game.notRecorded == 0
            ? []
            : ["drawn, not recorded: \(tickets(game.notRecorded)): " + NextStep.recordHeldDraw(of: game.game.id)]
        return [heading(game)] + tierLines(game, allTiers: allTiers) + [
            "checked: \(game.checked)",
            "pending: \(tickets(game.pending - game.notRecorded))",
        ] + notRecorded + [
            "spent: " + (game.spent.map { money($0, game) } ?? "unknown (\(noPrice(game)))"),
            wonLine(game),
            wonAfterTaxLine(game),
        ] + unclaimedLine(game) + [
            "net: " + (game.net.map { money($0, game) + notCounted } ?? "unknown"),
            "no draw: \(game.withoutDraw)",
        ]
    }

    /// `1 ticket`, `2 tickets`, `0 tickets`.
    private static func tickets(_ count: Int) -> String {
        "\(count) ticket\(count == 1 ? "" : "s")"
    }

    /// `kr645 (South Korea Lotto 6/45)`: the part's game; a part in another money than the
    /// game's today (SuperEnalotto's lire) says so: `superenalotto (Italy SuperEnalotto), in ITL`.
    static func heading(_ game: GameCheckSummary) -> String {
        let otherMoney = game.currency == (game.game.currency ?? .unnamed) ? "" : ", in \(game.currency)"
        return "\(game.game.id) (\(game.game.name))\(otherMoney)"
    }

    /// `not counting 1 prize unknown and 1 free Lucky Dip`: what the money won leaves out;
    /// `nil` when nothing is.
    static func notCounted(_ game: GameCheckSummary) -> String? {
        let apart = [game.unknownPrizes > 0 ? unknown(game.unknownPrizes) : nil, freePlays(game)].compactMap { $0 }
        return apart.isEmpty ? nil : "not counting " + apart.joined(separator: " and ")
    }

    /// `tier 5 (3): 1` ... `no prize: 12`: the game's tiers won, numbered as it numbers them,
    /// then any rule it no longer has that won in an older era (`former tier (2): 1`); with
    /// `allTiers`, every tier, those no ticket won at 0 (`tier 1 (6): 0`).
    private static func tierLines(_ game: GameCheckSummary, allTiers: Bool) -> [String] {
        var lines: [String] = []
        for (index, (rule, winners)) in zip(game.tiers, game.winnersPerTier).enumerated()
        where allTiers || winners > 0 {
            lines.append(
                index < game.game.tiers.count
                    ? "tier \(index + 1) (\(rule)): \(winners)" : "former tier (\(rule)): \(winners)")
        }
        return lines + ["no prize: \(game.losers)"]
    }

    /// `no ticket price in EUR for superenalotto` (a ticket of 2001, priced in lire, which lotto
    /// does not convert), `no ticket price for 6/45`.
    private static func noPrice(_ game: GameCheckSummary) -> String {
        let money = game.currency.code.isEmpty ? "" : " in \(game.currency)"
        return "no ticket price\(money) for \(game.game.id)"
    }

    /// `won: 5,000 KRW`, `won: 5,000 KRW and 1 prize unknown`, `won: 30.00 GBP and 2 free Lucky
    /// Dips`.
    private static func wonLine(_ game: GameCheckSummary) -> String {
        "won: \(money(game.won, game))" + (game.unknownPrizes > 0 ? " and \(unknown(game.unknownPrizes))" : "")
            + (freePlays(game).map { " and " + $0 } ?? "")
    }

    /// `won after tax: 1,560,221 KRW`, `won after tax: 38,000.48 USD (federal withholding only;
    /// state tax varies)`, `won after tax: 30.00 GBP and 1 unknown`; `won after tax: unknown (set
    /// by the country)` when no prize's is known.
    static func wonAfterTaxLine(_ game: GameCheckSummary) -> String {
        let note = game.taxNote.map { " (\($0))" } ?? ""
        if game.wonAfterTax == 0 && game.afterTaxUnknown > 0 && game.taxNote != nil {
            return "won after tax: unknown" + note
        }
        let unknown = game.afterTaxUnknown > 0 ? " and \(game.afterTaxUnknown) unknown" : ""
        return "won after tax: \(money(game.wonAfterTax, game))" + unknown + note
    }

    /// `unclaimed: 1 (5,000 KRW)`: the prizes won not marked claimed (`lotto claim`), and the
    /// known amounts of them (`unclaimed: 3 (5,000 KRW and 1 prize unknown)`), and the free
    /// plays, no money (`unclaimed: 1 (1 free Lucky Dip)`); none when every prize is claimed.
    private static func unclaimedLine(_ game: GameCheckSummary) -> [String] {
        guard game.unclaimedPrizes > 0 else { return [] }
        let free = game.unclaimedFreePlays
        let others = game.unclaimedPrizes - free - game.unclaimedUnknownPrizes
        let parts = [
            others > 0 || game.unclaimedWon != 0 ? money(game.unclaimedWon, game) : nil,
            game.unclaimedUnknownPrizes > 0 ? unknown(game.unclaimedUnknownPrizes) : nil,
            free > 0 ? "\(free) \(game.game.freePlay ?? "free play")\(free == 1 ? "" : "s")" : nil,
        ].compactMap { $0 }
        return ["unclaimed: \(game.unclaimedPrizes) (\(parts.joined(separator: " and ")))"]
    }

    /// `1 free Lucky Dip`, `2 free Lucky Dips`; `nil` for none.
    private static func freePlays(_ game: GameCheckSummary) -> String? {
        guard game.freePlays > 0 else { return nil }
        return "\(game.freePlays) \(game.game.freePlay ?? "free play")\(game.freePlays == 1 ? "" : "s")"
    }

    /// `{"checked":3,"currency":"KRW","freePlays":0,"game":"kr645","net":144028900,"noDraw":1,"pending":1,
    /// "pendingCost":1000,"spent":6000,"unclaimed":1,"unclaimedWon":144029900,"unknownPrizes":0,"won":144034900}`: amounts in the
    /// currency's units, as the tickets' records give prizes; `null` for an amount not known,
    /// and for the currency of a custom game. `spent` is what every ticket bought cost, the
    /// `pending` too (`pendingCost` is that part of it), as in text. Added later: `afterTaxUnknown`, `prizesToClaim`
    /// (the game's prizes won and not claimed, soonest deadline first: see
    /// ``PrizesToClaimRecord``), `taxNote`, `unclaimed`, `unclaimedWon` and `wonAfterTax`, in
    /// their places among the sorted keys; then `tiers`, every tier with its winners (those at 0
    /// too, which the text lists only with `--all-tiers`): see ``appendTiersJSON(_:to:)``.
    static func appendJSON(_ game: GameCheckSummary, prizes: [PrizeToClaim], to bytes: inout [UInt8]) {
        bytes.append(#"{"afterTaxUnknown":"#)
        bytes.appendDecimal(game.afterTaxUnknown)
        bytes.append(#","checked":"#)
        bytes.appendDecimal(game.checked)
        bytes.append(#","currency":"#)
        if game.currency.code.isEmpty { bytes.append("null") } else { bytes.appendJSONString(game.currency.code) }
        bytes.append(#","freePlays":"#)
        bytes.appendDecimal(game.freePlays)
        bytes.append(#","game":"#)
        bytes.appendJSONString(game.game.id.rawValue)
        bytes.append(#","net":\#(decimal(game.net, game) ?? "null"),"noDraw":"#)
        bytes.appendDecimal(game.withoutDraw)
        bytes.append(#","notRecorded":"#)
        bytes.appendDecimal(game.notRecorded)
        bytes.append(#","notRecordedCost":\#(decimal(game.notRecordedCost, game) ?? "null")"#)
        bytes.append(#","pending":"#)
        bytes.appendDecimal(game.pending)
        bytes.append(#","pendingCost":\#(decimal(game.pendingCost, game) ?? "null"),"prizesToClaim":"#)
        PrizesToClaimRecord.appendJSON(prizes, to: &bytes)
        bytes.append(#","spent":\#(decimal(game.spent, game) ?? "null"),"taxNote":"#)
        if let note = game.taxNote { bytes.appendJSONString(note) } else { bytes.append("null") }
        bytes.append(#","tiers":"#)
        appendTiersJSON(game, to: &bytes)
        bytes.append(#","unclaimed":"#)
        bytes.appendDecimal(game.unclaimedPrizes)
        bytes.append(#","unclaimedWon":\#(decimal(game.unclaimedWon, game) ?? "null"),"unknownPrizes":"#)
        bytes.appendDecimal(game.unknownPrizes)
        bytes.append(#","won":\#(decimal(game.won, game) ?? "null"),"#)
        bytes.append(#""wonAfterTax":\#(decimal(game.wonAfterTax, game) ?? "null")}"#)
    }

    /// `[{"rule":"6","tier":1,"winners":0},...,{"rule":"2","tier":null,"winners":3}]`: each tier
    /// of the game in its order, as `--all-tiers` lists them, a former tier's number `null`.
    private static func appendTiersJSON(_ game: GameCheckSummary, to bytes: inout [UInt8]) {
        bytes.append("[")
        for (index, (rule, winners)) in zip(game.tiers, game.winnersPerTier).enumerated() {
            bytes.append(index == 0 ? #"{"rule":"# : #",{"rule":"#)
            bytes.appendJSONString("\(rule)")
            bytes.append(#","tier":"#)
            if index < game.game.tiers.count { bytes.appendDecimal(index + 1) } else { bytes.append("null") }
            bytes.append(#","winners":"#)
            bytes.appendDecimal(winners)
            bytes.append("}")
        }
        bytes.append("]")
    }

    /// The same fields as a CSV row; an amount not known is empty.
    /// Added later, last: `wonAfterTax`, `afterTaxUnknown`, `prizesToClaim` (how many prizes the
    /// game won and not claimed) and `nextClaimBy` (the soonest last day to claim one; empty when
    /// none has one), `unclaimed` and `unclaimedWon`, `notRecorded` and `notRecordedCost`, and
    /// `tiers`: the winners of each tier, in the tiers' order, separated by spaces (`0 1 0 1 0`).
    static func appendCSV(_ game: GameCheckSummary, prizes: [PrizeToClaim], to bytes: inout [UInt8]) {
        ListPrinter.appendCSVFields(
            [
                String(game.checked), game.currency.code, game.game.id.rawValue, decimal(game.net, game) ?? "",
                String(game.withoutDraw), String(game.pending), decimal(game.pendingCost, game) ?? "",
                decimal(game.spent, game) ?? "", String(game.unknownPrizes), decimal(game.won, game) ?? "",
                String(game.freePlays), decimal(game.wonAfterTax, game) ?? "", String(game.afterTaxUnknown),
                String(prizes.count), prizes.first?.claim.deadline?.lastDay?.description ?? "",
                String(game.unclaimedPrizes), decimal(game.unclaimedWon, game) ?? "",
                String(game.notRecorded), decimal(game.notRecordedCost, game) ?? "",
                game.winnersPerTier.map(String.init).joined(separator: " "),
            ], to: &bytes)
    }

    /// `1,000 KRW`, `2.00 USD`: an amount of the game's currency, for people.
    static func money(_ minorUnits: Int128, _ game: GameCheckSummary) -> String {
        Money(minorUnits: minorUnits, currency: game.currency).description
    }

    /// `1000`, `2.00`: an amount of the game's currency, as JSON and CSV give it.
    private static func decimal(_ minorUnits: Int128?, _ game: GameCheckSummary) -> String? {
        minorUnits.map { Money(minorUnits: $0, currency: game.currency).decimal }
    }

    /// `1 prize unknown`, `2 prizes unknown`.
    private static func unknown(_ count: Int) -> String {
        "\(count) prize\(count == 1 ? "" : "s") unknown"
    }
}
