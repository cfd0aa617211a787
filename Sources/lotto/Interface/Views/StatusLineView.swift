import Lotto

/// The status line, above the key hints: the words for each thing it says (see ``StatusLine``).
struct StatusLineView {
    let status: StatusLine?
    let layout: InterfaceLayout

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
        case .updateEnded(let added, let games, let failures) where failures.isEmpty:
            return "draws updated: \(added) added in \(games) game\(games == 1 ? "" : "s")"
        case .updateEnded(let added, let games, let failures):
            return "cannot update \(failures.count) of \(games) games (\(added.counting("draw")) added): \(failures[0])"
        case .updatingTheDraws:
            return "updating the draws…"
        case .alreadyUpdating:
            return "the draws are being updated already"
        case .saving(let count):
            return "saving \(count) ticket\(count == 1 ? "" : "s")…"
        case .deleting(let id):
            return "deleting #\(id)…"
        case .nothingToSave:
            return "nothing to save: press n to draw"
        case .alreadySaved(let ids):
            return "already saved as \(Self.text(of: ids)): press n to draw new tickets"
        case .unseen(let count):
            return "not saved: \(count) ticket\(count == 1 ? " is" : "s are") below the screen; "
                + "scroll down (↓) to see \(count == 1 ? "it" : "them") first"
        case .pasted:
            return "pasted text is not read as keys"
        case .failure(let work, let reason):
            return "\(Self.text(of: work)): \(reason)"
        case .warning(let warning):
            return "warning: \(warning)"
        }
    }

    /// `#12`, or `#12-#14` for several.
    private static func text(of ids: ClosedRange<Int>) -> String {
        ids.count == 1 ? "#\(ids.lowerBound)" : "#\(ids.lowerBound)-#\(ids.upperBound)"
    }

    /// What did not happen: `cannot save`.
    private static func text(of work: StatusLine.Work) -> String {
        switch work {
        case .draw: "cannot draw"
        case .save: "cannot save"
        case .delete(let id): "cannot delete #\(id)"
        case .updateDraws: "cannot update the draws"
        case .changeScreen: "cannot change the screen"
        case .readTickets: "cannot read the saved tickets"
        case .readDraws: "cannot read the draws"
        case .resize: "cannot resize"
        }
    }
}
