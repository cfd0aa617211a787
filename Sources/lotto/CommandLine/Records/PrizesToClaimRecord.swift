import Lotto

/// The prizes a check found won, soonest deadline first (``CheckSummary/prizesToClaim(where:)``),
/// as `check --summary` gives them: in text, at most ``textLimit`` lines and how many more; in
/// JSON, all of a game's in its record.
enum PrizesToClaimRecord {
    /// The most prizes the text lists: a summary of years of wins stays a screen.
    static let textLimit = 10

    /// ```
    /// prizes to claim, soonest deadline first:
    /// #3  kr645  draw 2025-01-04  tier 3  prize 1,500,000 KRW  after tax 1,500,000 KRW  claim by 2026-01-05
    /// and 4 more (all in --json)
    /// ```
    /// Nothing when none was won. A prize whose last day `passed` says so (`claim by 2003-12-08
    /// (passed)`).
    static func text(_ prizes: [PrizeToClaim], passed: (PrizeToClaim) -> Bool) -> String {
        guard !prizes.isEmpty else { return "" }
        var lines = ["prizes to claim, soonest deadline first:"]
        lines += prizes.prefix(textLimit).map { line($0, passed: passed($0)) }
        if prizes.count > textLimit { lines.append("and \(prizes.count - textLimit) more (all in --json)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `#3  kr645  draw 2025-01-04  tier 3  prize 1,500,000 KRW  after tax 1,500,000 KRW  claim
    /// by 2026-01-05`: one prize to claim; ` (passed)` after its last day when that has `passed`.
    static func line(_ prize: PrizeToClaim, passed: Bool) -> String {
        let draw = prize.draw.map { "  draw \($0)" } ?? ""
        let set = prize.set.map { "  set \($0)" } ?? ""
        return "#\(prize.ticketID)  \(prize.game)\(draw)\(set)  tier \(prize.tier)  prize \(prizeText(prize.prize))"
            + ListPrinter.claimText(prize.claim) + (passed ? " (passed)" : "")
    }

    /// `won after tax, all games: 1,560,221 KRW, 38,000.48 USD`: each money's sum over the
    /// parts that won a prize, for a summary of more than one part; empty otherwise.
    static func totalAfterTaxLine(_ games: [GameCheckSummary]) -> String {
        guard games.count > 1 else { return "" }
        var totals: [(currency: Currency, amount: Int128, unknown: Int)] = []
        for game in games where game.wonAfterTax != 0 || game.afterTaxUnknown > 0 {
            if let index = totals.firstIndex(where: { $0.currency == game.currency }) {
                totals[index].amount += game.wonAfterTax
                totals[index].unknown += game.afterTaxUnknown
            } else {
                totals.append((game.currency, game.wonAfterTax, game.afterTaxUnknown))
            }
        }
        guard !totals.isEmpty else { return "" }
        let unknown = totals.reduce(0) { $0 + $1.unknown }
        return "won after tax, all games: "
            + totals.map { Money(minorUnits: $0.amount, currency: $0.currency).description }.joined(separator: ", ")
            + (unknown > 0 ? " and \(unknown) unknown" : "") + "\n"
    }

    /// `[{"afterTax":1500000,"claimBy":"2026-01-05","claimNote":null,"draw":"2025-01-04","id":3,
    /// "prize":1500000,"set":null,"taxNote":null,"tier":3}]`: keys sorted, as a checked ticket's
    /// record spells them.
    static func appendJSON(_ prizes: [PrizeToClaim], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (index, prize) in prizes.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(#"{"afterTax":\#(prize.claim.afterTax?.amount?.decimal ?? "null"),"claimBy":"#)
            appendText(prize.claim.deadline?.lastDay?.description, to: &bytes)
            bytes.append(#","claimNote":"#)
            appendText(prize.claim.deadline?.words, to: &bytes)
            bytes.append(#","draw":"#)
            appendText(prize.draw?.description, to: &bytes)
            bytes.append(#","id":"#)
            bytes.appendDecimal(prize.ticketID)
            bytes.append(#","prize":\#(prize.prize?.money?.decimal ?? "null"),"set":"#)
            if let set = prize.set { bytes.appendDecimal(set) } else { bytes.append("null") }
            bytes.append(#","taxNote":"#)
            appendText(prize.claim.afterTax?.note, to: &bytes)
            bytes.append(#","tier":"#)
            bytes.appendDecimal(prize.tier)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `1,500,000 KRW`, `unknown`, `a free Lucky Dip`.
    private static func prizeText(_ prize: PrizeAmount?) -> String {
        switch prize {
        case .known(let money)?: "\(money)"
        case .freePlay(let name)?: "a \(name)"
        case .unknown?, .baseOnly?, nil: "unknown"
        }
    }

    private static func appendText(_ text: String?, to bytes: inout [UInt8]) {
        if let text { bytes.appendJSONString(text) } else { bytes.append("null") }
    }
}
