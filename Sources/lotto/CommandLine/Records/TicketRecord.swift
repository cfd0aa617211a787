import Lotto

/// A ticket as lotto's JSON and CSV give it, for each kind of row: a drawn ticket, a saved one,
/// a checked one. The fields are always written in one order, the JSON keys sorted (and the CSV
/// columns in the same order), so that every command spells a ticket alike.
struct TicketRecord {
    enum Kind {
        /// `extra`, `game`, `numbers`.
        case drawn
        /// Those and `id`, `saved`.
        case saved
        /// Those of a drawn ticket and `extraMatched`, `id`, `matched`, `tier` (`null` for no
        /// prize).
        case checked
        /// Those of a checked ticket and `prize`: what it won in a recorded draw (`0` for
        /// nothing, `null` when unknown).
        case checkedWithPrize
    }

    let kind: Kind
    let ticket: LottoTicket
    let game: GameID
    private var id = 0
    private var savedAt: Timestamp?
    private var matched: LottoTicket?
    private var tier: Int?
    private var prize: PrizeAmount?

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
    }

    init(checked result: CheckResult) {
        kind = result.prize == nil ? .checked : .checkedWithPrize
        prize = result.prize
        ticket = result.ticket.ticket
        game = result.ticket.game
        id = result.ticket.id
        matched = result.matched
        tier = result.tier
    }

    /// The CSV columns of a kind of row: the JSON keys, in the same order.
    static func csvHeader(_ kind: Kind) -> [String] {
        switch kind {
        case .drawn: ["extra", "game", "numbers"]
        case .saved: ["extra", "game", "id", "numbers", "saved"]
        case .checked: ["extra", "extraMatched", "game", "id", "matched", "numbers", "tier"]
        case .checkedWithPrize: ["extra", "extraMatched", "game", "id", "matched", "numbers", "prize", "tier"]
        }
    }

    /// `{"extra":[],"game":"kr645","id":1,"numbers":[3,11,19,27,38,42],"saved":"..."}`, keys
    /// sorted.
    func appendJSON(to bytes: inout [UInt8]) {
        bytes.append(#"{"extra":"#)
        ticket.appendExtraJSONArray(to: &bytes)
        if let matched {
            bytes.append(#","extraMatched":"#)
            matched.appendExtraJSONArray(to: &bytes)
        }
        // A game id is a known id or a spec of digits, '/' and '+': nothing to escape.
        bytes.append(#","game":""# + game.rawValue + #"""#)
        if kind != .drawn {
            bytes.append(#","id":"#)
            bytes.appendDecimal(id)
        }
        if let matched {
            bytes.append(#","matched":"#)
            matched.appendJSONArray(to: &bytes)
        }
        bytes.append(#","numbers":"#)
        ticket.appendJSONArray(to: &bytes)
        if let savedAt {
            bytes.append(#","saved":""#)
            savedAt.appendISO8601(to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        if kind == .checkedWithPrize {
            bytes.append(#","prize":"#)
            bytes.append(prize?.money?.decimal ?? "null")
        }
        if kind == .checked || kind == .checkedWithPrize {
            bytes.append(#","tier":"#)
            if let tier { bytes.appendDecimal(tier) } else { bytes.append("null") }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The same fields as a CSV row; lists of numbers in one field, separated by spaces.
    func appendCSV(to bytes: inout [UInt8]) {
        var fields = [ticket.extraNumbers.spaced]
        if let matched { fields.append(matched.extraNumbers.spaced) }
        fields.append(game.rawValue)
        if kind != .drawn { fields.append(String(id)) }
        if let matched { fields.append(matched.numbers.spaced) }
        fields.append(ticket.numbers.spaced)
        if let savedAt { fields.append(savedAt.description) }
        if kind == .checkedWithPrize { fields.append(prize?.money?.decimal ?? "") }
        if kind == .checked || kind == .checkedWithPrize { fields.append(tier.map(String.init) ?? "") }
        ListPrinter.appendCSVFields(fields, to: &bytes)
    }
}
