import Lotto

/// The status line, above the key hints: the words for each thing it says (see ``StatusLine``).
/// A failure is fitted to the line: what did not happen and why first, then where, shortened,
/// and `(e: details)` when the line leaves anything out.
struct StatusLineView {
    let status: StatusLine?
    let layout: InterfaceLayout
    /// The ticket line, while it is open: `e` is a letter there.
    var ticketLine: TicketLine? = nil

    /// Ends a failure the line does not show whole: `e` shows it.
    static let detailsHint = "(e: details)"
    /// The same, while the ticket line is open, its box showing its refusal whole.
    static let refusalAboveHint = "(whole above)"
    /// The same, while the ticket line is open, for another failure: `e` is typed there.
    static let afterTheLineHint = "(Esc, then e: details)"

    /// The hint that ends a failure not shown whole, where the status line is.
    private var hint: String {
        guard let ticketLine else { return Self.detailsHint }
        if case .failure(.save, let error)? = status, error == ticketLine.refusal { return Self.refusalAboveHint }
        return Self.afterTheLineHint
    }

    func draw(into screen: inout Screen) {
        screen.put(text, row: layout.statusRow, column: 1, style: .bold)
    }

    /// `saved #12-#14`, `cannot save: …`; nothing while there is nothing to say.
    var text: String {
        guard let status else { return "" }
        switch status {
        case .drew(let count, let game):
            return "drew \(count) \(game) ticket\(count == 1 ? "" : "s")"
        case .saved(let ids):
            return "saved " + Self.text(of: ids)
        case .deleted(let ids):
            return "deleted " + Self.text(of: ids)
        case .ticketsPerDraw(let count):
            return "each draw makes \(count) ticket\(count == 1 ? "" : "s")"
        case .updating(let progress):
            return "updating " + progress.description
        case .updated(let update):
            return "updated " + update.description
        case .updateEnded(let added, let games, let failures, let behind) where failures.isEmpty && behind.isEmpty:
            return "draws updated: \(added) added in \(games) game\(games == 1 ? "" : "s")"
        case .updateEnded(_, let games, let failures, let behind) where failures.isEmpty:
            // Not a failure: what came is recorded. But the history is not whole, so the line
            // says which game lacks what before anything else; `e` says it all.
            let lead =
                behind.count == 1
                ? "updated, but \(behind[0].game) is behind: \(Self.shortBehind(behind[0]))"
                : "updated, but \(behind.count) of \(games) games are behind: "
                    + behind.map { "\($0.game) \(Self.shortBehind($0))" }.joined(separator: "; ")
            return fitted(lead, place: nil, isWhole: false)
        case .updateEnded(let added, let games, let failures, let behind):
            let first = failures[0]
            let lead =
                failures.count == 1 && first.subject != nil
                ? "cannot update \(first.headline)"
                : "cannot update \(failures.count) of \(games) games: \(first.headline)"
            let isWhole = failures.count == 1 && first.details.isEmpty && added == 0 && behind.isEmpty
            return fitted(lead, place: first.place, isWhole: isWhole)
        case .updatingTheDraws:
            return "updating the draws…"
        case .alreadyUpdating:
            return "the draws are being updated already"
        case .saving(let count):
            return "saving \(count) ticket\(count == 1 ? "" : "s")…"
        case .deleting(let id):
            return "deleting #\(id)…"
        case .checkingRecord:
            return "checking the record…"
        case .nothingToSave:
            return "nothing to save: press n to draw"
        case .alreadySaved(let ids):
            return "already saved as \(Self.text(of: ids)): press n to draw new tickets"
        case .unseen(let count):
            return "not saved: \(count) ticket\(count == 1 ? " is" : "s are") below the screen; "
                + "scroll down (↓) to see \(count == 1 ? "it" : "them") first"
        case .ticketLineFull:
            return "the line is full: it takes \(TicketLine.longest) characters at most"
        case .pasted:
            return "pasted text ignored: it is never read as keys"
        case .failure(let work, let error):
            return fitted(
                "\(Self.words(of: work)): \(error.headline)", place: error.place, isWhole: error.details.isEmpty)
        case .noError:
            return "no error so far"
        case .warning(let warning):
            return "warning: \(warning)"
        }
    }

    /// The fewest columns a place is shortened to; with less room it is left out.
    private static let shortestPlace = 12

    /// A failure's line within the row: `lead` (what did not happen, and why), then ` · ` and
    /// the place, then the hint if anything is left out: the line would be `lead · place`,
    /// all of it if it fits and `isWhole` (nothing else to say). Else the place is shortened
    /// (an address in its middle, a path at its folders) to the room left beside the hint, or
    /// left out; if even `lead` and the hint do not fit, `lead` is cut at its end: its
    /// beginning, the reason, shows.
    private func fitted(_ lead: String, place: ShownError.Place?, isWhole: Bool) -> String {
        let width = max(0, layout.columns - 1)
        let separator = " · "
        let placeText = place.map(\.text)
        if isWhole {
            let whole = lead + (placeText.map { separator + $0 } ?? "")
            if whole.unicodeScalars.count <= width { return whole }
        }
        let hint = " " + self.hint
        let leadWidth = lead.unicodeScalars.count
        if let place {
            let room = width - leadWidth - separator.unicodeScalars.count - hint.count
            if room >= Self.shortestPlace || room >= place.text.unicodeScalars.count {
                return lead + separator + place.shortened(to: room) + hint
            }
        }
        if leadWidth + hint.count <= width { return lead + hint }
        var kept = Array(lead.unicodeScalars.prefix(max(0, width - hint.count - 3)))
        // At the end of a word, if one ends near.
        if lead.unicodeScalars.dropFirst(kept.count).first != " ",
            let space = kept.lastIndex(of: " "), kept.count - space <= 12
        {
            kept.removeSubrange(space...)
        }
        while kept.last == " " || kept.last == ":" { kept.removeLast() }
        return String(String.UnicodeScalarView(kept)) + "..." + hint
    }

    /// `holds round 1249, round 1251 is due` (`holds 2017-12-30, 2018-01-03 is due` for a game
    /// without rounds): what a history behind its schedule holds against the latest draw due,
    /// short; ``DrawUpdateView/behind(_:)`` words it whole.
    private static func shortBehind(_ update: DrawUpdate) -> String {
        func short(_ draw: DrawUpdate.Draw) -> String { draw.round.map { "round \($0)" } ?? "\(draw.date)" }
        let held = update.lastHeld.map { "holds \(short($0))" } ?? "holds no draw"
        let due = update.latestDue.map(short) ?? "a draw"
        return "\(held), \(due) is due"
    }

    /// `#12`, or `#12-#14` for several.
    private static func text(of ids: ClosedRange<Int>) -> String {
        ids.count == 1 ? "#\(ids.lowerBound)" : "#\(ids.lowerBound)-#\(ids.upperBound)"
    }

    /// What did not happen: `cannot save`.
    static func words(of work: StatusLine.Work) -> String {
        switch work {
        case .draw: "cannot draw"
        case .save: "cannot save"
        case .delete(let id): "cannot delete #\(id)"
        case .updateDraws: "cannot update the draws"
        case .changeScreen: "cannot change the screen"
        case .readTickets: "cannot read the saved tickets"
        case .readDraws: "cannot read the draws"
        case .resize: "cannot resize"
        case .checkRecord: "cannot check the record"
        }
    }
}
