import Lotto

/// A ticket as lotto's JSON and CSV give it, for each kind of row: a drawn ticket, a saved one,
/// a checked one. The fields are always written in one order, so that every command spells a
/// ticket alike: the JSON keys sorted; the CSV columns in reading order, the ticket's id, game
/// and draw first, then its numbers, then the rest (see ``csvHeader(_:)``).
struct TicketRecord {
    enum Kind {
        /// `extra`, `game`, `numbers`.
        case drawn
        /// Those and `chosen` (how its numbers were chosen, where the ticket recorded it:
        /// `manual`, `automatic`, `semi-automatic`; `null` otherwise), `draw` (the date of the
        /// draw the ticket is for, a multi-draw ticket's first; `null` for none), `draws` (how
        /// many draws it is for: 0, 1, or 2 to 52 in a row), `id`, `lastDraw` and `lastRound` (its
        /// last draw: its one draw, or a multi-draw ticket's last), `multiplier` (whether it was
        /// bought with its game's multiplier option: Power Play, Megaplier; or the number printed on
        /// the play, Mega Millions' from 2025-04-08), `round` (the draw's number,
        /// `null` when unknown), `saved`.
        case saved
        /// Those of a drawn ticket and `draw` and `round` (the ticket's own draw, a multi-draw
        /// ticket's first), `extraMatched`, `freePlay` (whether what it won is a free play, UK
        /// Lotto's free Lucky Dip, rather than money), `id`, `matched`, `prize` (what it won: `0`
        /// for nothing, `null` when unknown or a free play), `tier` (`null` for no prize); against a
        /// draw of two sets of balls (UK Lotto from 2026-06-10), a row a set, with `set` (1 or 2;
        /// `null` against a draw of one set; in CSV the last column but those added later), and,
        /// added after them (in CSV the last four columns), `afterTax` (what is left of the prize
        /// after the tax withheld, the US's federal withholding alone; `null` when the prize or
        /// the tax is not known or no prize), `taxNote` (what that leaves out, or who sets the
        /// tax: `federal withholding only; state tax varies`, `set by the country`), `claimBy`
        /// (the last day to claim the prize, `null` where no one rule gives it) and `claimNote`
        /// (where none does, who sets it: `set by the state`).
        case checked
        /// Those of a checked ticket and `status`: `checked`, or `pending` when the ticket's own
        /// draw is not recorded yet, or `no draw` when it is for none; `draw` and `round` are the
        /// draw it was checked against (each of a multi-draw ticket's draws has a row); and
        /// `drawn`: whether that draw has been held (`true` once checked; for a pending one,
        /// whether it was held but is not recorded; `null` for no draw; in CSV the last column).
        case checkedOwnDraw
    }

    let kind: Kind
    let ticket: LottoTicket
    let game: GameID
    private var id = 0
    private var savedAt: Timestamp?
    private var matched: LottoTicket?
    private var tier: Int?
    private var prize: PrizeAmount?
    private var draw: TicketDraw?
    private var set: Int?
    private var status: CheckResult.Status?
    private var isDrawHeld = false
    private var choice: TicketChoice?
    private var withMultiplier = false
    private var playMultiplier: Int?
    /// How many draws a saved ticket is for, and its last.
    private var drawCount = 0
    private var lastDraw: TicketDraw?
    /// A prize's deadline and what is left after tax; `nil` for no prize.
    private var claim: PrizeClaim?

    init(drawn ticket: LottoTicket, game: GameID) {
        kind = .drawn
        self.ticket = ticket
        self.game = game
    }

    init(saved: SavedTicket) {
        kind = .saved
        ticket = saved.ticket
        game = saved.game
        id = saved.id
        savedAt = saved.savedAt
        draw = saved.draw
        choice = saved.choice
        withMultiplier = saved.withMultiplier
        playMultiplier = saved.playMultiplier
        drawCount = saved.drawCount
        lastDraw = saved.lastDraw
    }

    /// - Parameter date: the date of the draw it was checked against, by which its prize's
    ///   deadline and tax go; `nil` when not known (a draw typed in).
    init(checked result: CheckResult, ownDraws: Bool = false, drawnOn date: CivilDate? = nil) {
        kind = ownDraws ? .checkedOwnDraw : .checked
        claim = PrizeClaim(result, drawnOn: date)
        prize = result.prize
        draw = result.draw
        status = result.status
        isDrawHeld = result.isDrawHeld
        ticket = result.ticket.ticket
        game = result.ticket.game
        id = result.ticket.id
        matched = result.matched
        tier = result.tier
        set = result.set
    }

    /// The CSV columns of a kind of row: its JSON keys, in reading order. A saved or checked
    /// ticket leads with `id`, `game`, `draw`, `round`, then its `numbers` and `extra`, then
    /// `saved`, `chosen`, `draws`, `lastDraw` and `lastRound`, or what the check found: `matched`,
    /// `extraMatched`, `tier`, `prize`, `status`, `freePlay`; a drawn ticket, which has no id or
    /// draw, is `game`, `numbers`, `extra`. The order is kept from release to release, since
    /// scripts read the columns by place: new ones go at the end.
    static func csvHeader(_ kind: Kind) -> [String] {
        let ticket = ["id", "game", "draw", "round", "numbers", "extra"]
        let checked = ticket + ["matched", "extraMatched", "tier", "prize"]
        return switch kind {
        case .drawn: ["game", "numbers", "extra"]
        case .saved: ticket + ["saved", "chosen", "draws", "lastDraw", "lastRound", "multiplier"]
        case .checked: checked + ["freePlay", "set"] + claimColumns
        case .checkedOwnDraw: checked + ["status", "freePlay", "set"] + claimColumns + ["drawn"]
        }
    }

    /// A checked ticket's last columns, added after the others.
    private static let claimColumns = ["afterTax", "taxNote", "claimBy", "claimNote"]

    private var isChecked: Bool { kind == .checked || kind == .checkedOwnDraw }

    /// What is left after tax, as JSON and CSV give an amount; `nil` when not known.
    private var afterTaxDecimal: String? { claim?.afterTax?.amount?.decimal }

    /// Whether the ticket won a free play: its `prize` is then `null`, as no money.
    private var isFreePlay: Bool {
        if case .freePlay? = prize { true } else { false }
    }

    /// `matched` and `extraMatched` are `null` for a ticket not checked.
    ///
    /// `{"chosen":null,"draw":null,"draws":0,"extra":[],"game":"kr645","id":1,"lastDraw":null,
    /// "lastRound":null,"numbers":[3,11,19,27,38,42],"round":null,"saved":"..."}`, keys sorted.
    func appendJSON(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        if isChecked {
            bytes.append(#""afterTax":\#(afterTaxDecimal ?? "null"),"claimBy":"#)
            if let date = claim?.deadline?.lastDay {
                bytes.append(UInt8(ascii: "\""))
                date.appendISO8601(to: &bytes)
                bytes.append(#"","#)
            } else {
                bytes.append("null,")
            }
            bytes.append(#""claimNote":"#)
            Self.appendJSONText(claim?.deadline?.words, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        if kind == .saved {
            bytes.append(#""chosen":"#)
            bytes.append(choice.map { #"""# + $0.rawValue + #"""# } ?? "null")
            bytes.append(UInt8(ascii: ","))
        }
        if kind != .drawn {
            bytes.append(#""draw":"#)
            Self.appendDate(of: draw, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        if kind == .checkedOwnDraw {
            bytes.append(#""drawn":"# + drawnText + ",")
        }
        if kind == .saved {
            bytes.append(#""draws":"#)
            bytes.appendDecimal(drawCount)
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(#""extra":"#)
        ticket.appendExtraJSONArray(to: &bytes)
        if let matched {
            bytes.append(#","extraMatched":"#)
            if status == .checked { matched.appendExtraJSONArray(to: &bytes) } else { bytes.append("null") }
        }
        if isChecked { bytes.append(isFreePlay ? #","freePlay":true"# : #","freePlay":false"#) }
        // A game id is a known id or a spec of digits, '/' and '+': nothing to escape.
        bytes.append(#","game":""# + game.rawValue + #"""#)
        if kind != .drawn {
            bytes.append(#","id":"#)
            bytes.appendDecimal(id)
        }
        if kind == .saved {
            bytes.append(#","lastDraw":"#)
            Self.appendDate(of: lastDraw, to: &bytes)
            bytes.append(#","lastRound":"#)
            if let round = lastDraw?.round { bytes.appendDecimal(round) } else { bytes.append("null") }
            bytes.append(#","multiplier":"# + multiplierText)
        }
        if let matched {
            bytes.append(#","matched":"#)
            if status == .checked { matched.appendJSONArray(to: &bytes) } else { bytes.append("null") }
        }
        bytes.append(#","numbers":"#)
        ticket.appendJSONArray(to: &bytes)
        if isChecked {
            bytes.append(#","prize":"#)
            bytes.append(prize?.money?.decimal ?? "null")
        }
        if kind != .drawn {
            bytes.append(#","round":"#)
            if let round = draw?.round { bytes.appendDecimal(round) } else { bytes.append("null") }
        }
        if let savedAt {
            bytes.append(#","saved":""#)
            savedAt.appendISO8601(to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        if isChecked {
            bytes.append(#","set":"#)
            if let set { bytes.appendDecimal(set) } else { bytes.append("null") }
        }
        if kind == .checkedOwnDraw, let status {
            bytes.append(#","status":""# + status.rawValue + #"""#)
        }
        if isChecked {
            bytes.append(#","taxNote":"#)
            Self.appendJSONText(claim?.afterTax?.note, to: &bytes)
            bytes.append(#","tier":"#)
            if let tier { bytes.appendDecimal(tier) } else { bytes.append("null") }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// `true` or `false`, whether it was bought with its game's multiplier option, or the
    /// multiplier printed on its play, `3`.
    private var multiplierText: String { playMultiplier.map(String.init) ?? String(withMultiplier) }

    /// A JSON string, or `null`.
    private static func appendJSONText(_ text: String?, to bytes: inout [UInt8]) {
        if let text { bytes.appendJSONString(text) } else { bytes.append("null") }
    }

    /// `true` or `false`, whether the draw checked against, or waited for, has been held;
    /// `null` for a ticket for no draw.
    private var drawnText: String { status == .noDraw ? "null" : String(isDrawHeld) }

    /// `"2026-11-28"`, or `null` for no draw.
    private static func appendDate(of draw: TicketDraw?, to bytes: inout [UInt8]) {
        guard let draw else { return bytes.append("null") }
        bytes.append(UInt8(ascii: "\""))
        draw.date.appendISO8601(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The same fields as a CSV row, in the order of ``csvHeader(_:)``; lists of numbers in one
    /// field, separated by spaces.
    func appendCSV(to bytes: inout [UInt8]) {
        var fields: [String] = []
        if kind != .drawn {
            fields += [String(id), game.rawValue, draw?.date.description ?? "", draw?.round.map(String.init) ?? ""]
        } else {
            fields.append(game.rawValue)
        }
        fields += [ticket.numbers.spaced, ticket.extraNumbers.spaced]
        if let savedAt {
            fields += [
                savedAt.description, choice?.rawValue ?? "", String(drawCount), lastDraw?.date.description ?? "",
                lastDraw?.round.map(String.init) ?? "", multiplierText,
            ]
        }
        if let matched { fields += [matched.numbers.spaced, matched.extraNumbers.spaced] }
        if isChecked {
            fields += [tier.map(String.init) ?? "", prize?.money?.decimal ?? ""]
        }
        if kind == .checkedOwnDraw { fields.append(status?.rawValue ?? "") }
        if isChecked {
            fields += [
                String(isFreePlay), set.map(String.init) ?? "", afterTaxDecimal ?? "", claim?.afterTax?.note ?? "",
                claim?.deadline?.lastDay?.description ?? "", claim?.deadline?.words ?? "",
            ]
        }
        if kind == .checkedOwnDraw { fields.append(status == .noDraw ? "" : drawnText) }
        ListPrinter.appendCSVFields(fields, to: &bytes)
    }
}
