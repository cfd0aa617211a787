import Lotto

/// A backtest's text, JSON and CSV forms: its heading, a row per ticket, and its totals.
enum BacktestRecord {
    static let csvHeader = ["extra", "hits", "id", "numbers", "unknownPrizes", "won"]

    /// `kr645: 350 draws, round 1 (2002-12-07) to round 350 (2009-08-15)` in text; the start of
    /// the object in JSON.
    static func printHeading(_ setup: BacktestSetup, printer: ListPrinter) {
        guard let first = setup.draws.first, let last = setup.draws.last else { return }
        func name(_ draw: RecordedDraw) -> String {
            draw.round.map { "round \($0) (\(draw.date))" } ?? "\(draw.date)"
        }
        var heading = "\(setup.game): \(setup.draws.count) draw\(setup.draws.count == 1 ? "" : "s"), \(name(first))"
        if setup.draws.count > 1 { heading += " to \(name(last))" }
        if let count = setup.randomTicketsPerDraw {
            heading += "; \(count.grouped) random ticket\(count == 1 ? "" : "s") a draw"
        }
        printer.appendInText(heading + "\n")
        if printer.format == .json {
            var bytes: [UInt8] = Array(#"{"currency":"#.utf8)
            if setup.currency.code.isEmpty { bytes.append("null") } else { bytes.appendJSONString(setup.currency.code) }
            bytes.append(#","draws":\#(setup.draws.count),"game":"#)
            bytes.appendJSONString(setup.game.rawValue)
            bytes.append(#","tickets":"#)
            printer.appendRaw(bytes)
        }
    }

    /// `#1  10 23 29 33 37 41  tier 3: 1, tier 5: 12  won 5,260,500 KRW, 1 prize unknown`.
    static func appendText(
        _ result: TicketBacktest, setup: BacktestSetup, printer: ListPrinter, to bytes: inout [UInt8]
    ) {
        if let ticket = result.ticket {
            if let id = ticket.id {
                bytes.append(UInt8(ascii: "#"))
                bytes.appendDecimal(id)
                bytes.append("  ")
            }
            printer.appendTicket(ticket.ticket, game: setup.game, to: &bytes)
            bytes.append("  ")
        }
        let hits = result.hits.enumerated().filter { $0.element > 0 }
        guard !hits.isEmpty else {
            bytes.append("no prize")
            return
        }
        let won = hits.map { "\(tierName($0.offset, setup: setup)): \($0.element.grouped)" }
        bytes.append(won.joined(separator: ", ") + "  won \(Money(minorUnits: result.won, currency: setup.currency))")
        if result.unknownPrizes > 0 { bytes.append(", " + unknown(result.unknownPrizes)) }
    }

    static func appendJSON(_ result: TicketBacktest, setup: BacktestSetup, to bytes: inout [UInt8]) {
        bytes.append(#"{"extra":"#)
        result.ticket?.ticket.appendExtraJSONArray(to: &bytes) ?? bytes.append("[]")
        bytes.append(#","hits":"#)
        appendHits(result.hits, setup: setup, to: &bytes)
        bytes.append(#","id":"#)
        if let id = result.ticket?.id { bytes.appendDecimal(id) } else { bytes.append("null") }
        bytes.append(#","numbers":"#)
        result.ticket?.ticket.appendJSONArray(to: &bytes) ?? bytes.append("[]")
        bytes.append(#","unknownPrizes":\#(result.unknownPrizes),"won":"#)
        bytes.append(Money(minorUnits: result.won, currency: setup.currency).decimal)
        bytes.append(UInt8(ascii: "}"))
    }

    static func appendCSV(_ result: TicketBacktest, setup: BacktestSetup, to bytes: inout [UInt8]) {
        let hits = result.hits.enumerated().map { "\(hitKey($0.offset, setup: setup)):\($0.element)" }
            .joined(separator: " ")
        ListPrinter.appendCSVFields(
            [
                result.ticket?.ticket.extraNumbers.spaced ?? "", hits, result.ticket?.id.map(String.init) ?? "",
                result.ticket?.ticket.numbers.spaced ?? "", String(result.unknownPrizes),
                Money(minorUnits: result.won, currency: setup.currency).decimal,
            ], to: &bytes)
    }

    /// `{"1":0,"2":1,...}`: every tier, keyed by its number.
    private static func appendHits(_ hits: [Int], setup: BacktestSetup, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        for (index, count) in hits.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(#""\#(hitKey(index, setup: setup))":\#(count)"#)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The key of the hits at `index` in JSON and CSV: the tier's number today, `1` for the top;
    /// `former 2` for a rule of an older era that today's tiers lack (no game of lotto's table
    /// has one).
    private static func hitKey(_ index: Int, setup: BacktestSetup) -> String {
        index < setup.todaysTierCount ? String(index + 1) : "former \(setup.tiers[index])"
    }

    /// `tier 3`, or `former tier (2)`: the hits at `index`, in text.
    private static func tierName(_ index: Int, setup: BacktestSetup) -> String {
        index < setup.todaysTierCount ? "tier \(index + 1)" : "former tier (\(setup.tiers[index]))"
    }

    static func totalsText(_ summary: BacktestSummary, setup: BacktestSetup) -> String {
        var lines: [String] = []
        for (index, (tier, hits)) in zip(setup.tiers, summary.hits).enumerated() {
            let name = index < setup.todaysTierCount ? "tier \(index + 1) (\(tier))" : "former tier (\(tier))"
            lines.append("\(name): \(hits.grouped)")
        }
        func money(_ minorUnits: Int128) -> String {
            Money(minorUnits: minorUnits, currency: setup.currency).description
        }
        lines.append("tickets: \(summary.tickets.grouped), plays: \(summary.plays.grouped)")
        lines.append(
            "spent: " + (summary.spent.map(money) ?? "unknown (no ticket price for \(setup.game); give --price)"))
        lines.append(
            "won: \(money(summary.won))" + (summary.unknownPrizes > 0 ? " and \(unknown(summary.unknownPrizes))" : ""))
        let notCounted = summary.unknownPrizes > 0 ? " (not counting \(unknown(summary.unknownPrizes)))" : ""
        lines.append("net: " + (summary.net.map { money($0) + notCounted } ?? "unknown"))
        lines.append("return: " + (summary.returnBasisPoints.map { percent($0) + "%" + notCounted } ?? "unknown"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `,"hits":{...},"net":...,"won":...}`: the totals that end the JSON object.
    static func totalsJSON(_ summary: BacktestSummary, setup: BacktestSetup) -> String {
        func money(_ minorUnits: Int128?) -> String {
            minorUnits.map { Money(minorUnits: $0, currency: setup.currency).decimal } ?? "null"
        }
        var hits: [UInt8] = []
        appendHits(summary.hits, setup: setup, to: &hits)
        return #","hits":\#(String(decoding: hits, as: UTF8.self)),"net":\#(money(summary.net)),"#
            + #""plays":\#(summary.plays),"returnPercent":\#(summary.returnBasisPoints.map(percent) ?? "null"),"#
            + #""spent":\#(money(summary.spent)),"unknownPrizes":\#(summary.unknownPrizes),"#
            + #""won":\#(money(summary.won))}"#
    }

    /// `4.13` from 413 hundredths of a percent.
    private static func percent(_ basisPoints: Int128) -> String {
        let fraction = String(basisPoints % 100)
        return "\(basisPoints / 100).\(fraction.count == 1 ? "0" : "")\(fraction)"
    }

    private static func unknown(_ count: Int) -> String {
        "\(count.grouped) prize\(count == 1 ? "" : "s") unknown"
    }
}
