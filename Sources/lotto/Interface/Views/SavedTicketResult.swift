import Lotto

/// The last column of a Saved tab row: a ticket's result in its own draw and what it was bought
/// with, in parts, most telling first: `tier 5 · 5,000 KRW`, `pending · 2026-11-28`, `no prize`,
/// `no draw`; a multi-draw ticket's span (`4 draws to 2026-12-19`, `2 of 4 drawn to
/// 2026-12-19` while some are recorded); how a Korean ticket's numbers were chosen (`manual`);
/// its option (`Power Play`, `Megaplier`, `multiplier 3`).
///
/// Where the row has less room than that takes, ``fitted(to:)`` gives a short form, on
/// purpose, never a word cut: the later parts take their short forms, the last first (a span
/// without its end, `4 draws`; `PP`, `MP`, `x3`; `semi-auto`, `auto`), then the result its
/// own (`due 11-28` for `pending · 2026-11-28`, the year left out when it is the year the
/// ticket was saved in, then `pending`; a prize without its currency, `tier 5 · 5,000`, then
/// `tier 5`; sums in two currencies keep their names, `tier 5 · 40,000 ITL + 21.00 EUR`, then
/// `tier 5`), keeping as many later parts as fit, whole, and ` …` says that some are left out.
struct SavedTicketResult: Equatable {
    /// A part: its forms, longest first, and what goes before it (but for the first).
    struct Part: Equatable {
        var forms: [String]
        var separator = " · "

        init(_ forms: String..., separator: String = " · ") {
            self.forms = forms
            self.separator = separator
        }

        var text: String { forms[0] }
    }

    var parts: [Part]
    /// Whether the ticket won, in any of its draws.
    var won: Bool

    /// The whole text: every part in full.
    var text: String { Self.joined(parts.map(\.text), parts) }

    /// The text in at most `width` columns: whole if it fits; else with the later parts'
    /// shorter forms, the last part's first, each down to its shortest before the one before
    /// it, as far as needed; then with the first part's shorter forms, each with as many of
    /// the later parts as fit, the rest left out whole and ` …` saying so (the result itself
    /// outranks what the ticket was bought with); `…` alone when nothing fits.
    func fitted(to width: Int) -> String {
        var forms = parts.map(\.text)
        func fits(_ text: String) -> Bool { text.unicodeScalars.count <= width }
        var text = Self.joined(forms, parts)
        if fits(text) { return text }
        for index in parts.indices.dropFirst().reversed() {
            for form in parts[index].forms.dropFirst() {
                forms[index] = form
                text = Self.joined(forms, parts)
                if fits(text) { return text }
            }
        }
        let firstForms = parts.first.map { $0.forms.count == 1 ? $0.forms : Array($0.forms.dropFirst()) } ?? []
        for form in firstForms {
            forms[0] = form
            for count in (1...parts.count).reversed() {
                text = Self.joined(Array(forms.prefix(count)), parts) + (count < parts.count ? " …" : "")
                if fits(text) { return text }
            }
        }
        return width > 0 ? "…" : ""
    }

    private static func joined(_ forms: [String], _ parts: [Part]) -> String {
        zip(forms.indices, forms).map { index, form in (index == 0 ? "" : parts[index].separator) + form }.joined()
    }

    init(parts: [Part], won: Bool) {
        self.parts = parts
        self.won = won
    }

    /// The result of `saved` in its own draws, as `history` holds them, and its options.
    init(of saved: SavedTicket, in history: DrawHistory) {
        self = saved.isMultiDraw ? Self.ofDraws(saved, in: history) : Self.ofDraw(saved, in: history)
        if let choice = saved.choice {
            let short =
                switch choice {
                case .manual: "manual"
                case .automatic: "auto"
                case .semiAutomatic: "semi-auto"
                }
            parts.append(Part(choice.rawValue, short))
        }
        if let option = Self.option(of: saved) { parts.append(option) }
    }

    /// The option a ticket was bought with, as `lotto list` words it, and its short form:
    /// `Power Play` (`PP`), `Megaplier` (`MP`), `multiplier 3` (`x3`).
    static func option(of saved: SavedTicket) -> Part? {
        guard let text = ListPrinter.option(of: saved) else { return nil }
        if let multiplier = saved.playMultiplier { return Part(text, "x\(multiplier)") }
        let kind = LottoGame(saved.game).multiplierOption?.kind
        return Part(text, kind == .powerPlay ? "PP" : "MP")
    }

    /// A ticket for one draw (or none): against a draw of two sets of balls, each set's win,
    /// `set 1 tier 5 · 10.00 GBP, set 2 tier 6 · 1.00 GBP`.
    private static func ofDraw(_ saved: SavedTicket, in history: DrawHistory) -> Self {
        guard let draw = saved.draw else { return Self(parts: [Part("no draw")], won: false) }
        guard let recorded = history.draw(of: saved.game, on: draw.date) else {
            return Self(parts: [pending(draw.date, savedAt: saved.savedAt)], won: false)
        }
        let wins = recorded.checkEachSet(saved).filter { $0.tier != nil }
        guard !wins.isEmpty else { return Self(parts: [Part("no prize")], won: false) }
        let parts = wins.enumerated().map { index, result in
            let tier = (result.set.map { "set \($0) " } ?? "") + "tier \(result.tier ?? 0)"
            let (prize, short) = prize(result.prize)
            return Part(tier + " · " + prize, tier + " · " + short, tier, separator: index == 0 ? "" : ", ")
        }
        return Self(parts: parts, won: true)
    }

    /// `pending · 2026-11-28`, short `due 11-28` (the year left out when it is the year the
    /// ticket was saved in: a ticket for a draw long past keeps it, `due 2025-04-04`), shortest
    /// `pending`.
    private static func pending(_ date: CivilDate, savedAt: Timestamp) -> Part {
        let day = date.description
        let sameYear = day.prefix(5) == savedAt.description.prefix(5)
        return Part("pending · " + day, "due " + (sameYear ? String(day.dropFirst(5)) : day), "pending")
    }

    /// What a win won, in full and short: `5,000 KRW` (`5,000`), `a free Lucky Dip`,
    /// `prize unknown`.
    private static func prize(_ prize: PrizeAmount?) -> (String, String) {
        if case .freePlay(let name)? = prize { return ("a \(name)", "a \(name)") }
        if case .baseOnly(let base)? = prize {
            return ("prize unknown: base \(base), multiplier unknown", "prize unknown")
        }
        guard let money = prize?.money else { return ("prize unknown", "prize unknown") }
        return (money.description, money.grouped)
    }

    /// A multi-draw ticket's results in its draws, summed up: before any of them is recorded,
    /// `pending · 2026-11-28` (the first); then its best tier and what it won over them,
    /// `tier 5 · 10,000 KRW`, or `no prize`; then its span: `4 draws to 2026-12-19`, or
    /// `2 of 4 drawn to 2026-12-19` while some are still to come.
    private static func ofDraws(_ saved: SavedTicket, in history: DrawHistory) -> Self {
        let draws = saved.draws
        var recorded = 0
        var bestTier: Int?
        // Per currency, in the order met: a SuperEnalotto ticket of 2001 wins lire, then euros.
        var won: [Money] = []
        var unknownPrizes = 0
        var freePlays: [String] = []
        for draw in draws {
            guard let record = history.draw(of: saved.game, on: draw.date) else { continue }
            recorded += 1
            // Each set of a draw of two pays apart.
            for result in record.checkEachSet(saved) {
                guard let tier = result.tier else { continue }
                bestTier = min(bestTier ?? tier, tier)
                if let money = result.prize?.money {
                    if let index = won.firstIndex(where: { $0.currency == money.currency }) {
                        let sum = won[index].minorUnits + money.minorUnits
                        won[index] = Money(minorUnits: sum, currency: money.currency)
                    } else {
                        won.append(money)
                    }
                } else if case .freePlay(let name)? = result.prize {
                    freePlays.append(name)
                } else {
                    unknownPrizes += 1
                }
            }
        }
        let progress =
            recorded == 0 || recorded == draws.count ? "\(draws.count) draws" : "\(recorded) of \(draws.count) drawn"
        let span = Part(progress + (draws.last.map { " to \($0.date)" } ?? ""), progress)
        guard recorded > 0 else {
            let pending = draws.first.map { [Self.pending($0.date, savedAt: saved.savedAt)] } ?? []
            return Self(parts: pending + [span], won: false)
        }
        guard let bestTier else { return Self(parts: [Part("no prize"), span], won: false) }
        // A free play is no money: said apart (`a free Lucky Dip`, `2 free Lucky Dips`).
        let free = freePlays.first.map { freePlays.count == 1 ? "a \($0)" : "\(freePlays.count) \($0)s" }
        let unknown = unknownPrizes > 0 ? "prize unknown" : nil
        // Sums in two currencies keep their names in short: bare, they would read as one sum.
        let amount = (won.map(\.description) + [free, unknown].compactMap { $0 }).joined(separator: " + ")
        let sums = won.count == 1 ? won.map(\.grouped) : won.map(\.description)
        let short = (sums + [free, unknown].compactMap { $0 }).joined(separator: " + ")
        let tier = "tier \(bestTier)"
        return Self(parts: [Part(tier + " · " + amount, tier + " · " + short, tier), span], won: true)
    }
}
