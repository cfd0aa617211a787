import Flux
import Lotto

/// Prints what `lotto draws update` did for each game as it finishes:
/// `kr645: 1 added, 0 updated, 0 replaced, 0 kept (1 draw in 2 requests to www.dhlottery.co.kr)`,
/// or one JSON object (CSV row) of ``fields`` a game; and, on standard error as it comes, each
/// game that failed, each whose history still ends before the latest draw due
/// (``behind(_:)``), and each whose publisher's answer could not reach back to the history
/// (``notReached(_:before:)``); once the output is finished, for an update of several, which
/// failed and which are behind (``summarize(on:)``). All of it from the update's store, and so is
/// the command's exit (``exitCode``).
final class DrawUpdateView {
    private var subscription: Subscription?
    private let printer: ListPrinter
    private let store: DrawUpdateStore<AppAction>

    static let fields = [
        "added", "behind", "game", "kept", "last", "lastRound", "latest", "latestRound", "path", "publisher",
        "received", "replaced", "requests", "source", "updated",
    ]

    /// - Parameter flush: called after each game's line, so that a terminal sees it at once.
    init(
        _ store: DrawUpdateStore<AppAction>, printer: ListPrinter, errors: StandardError, flush: @escaping () -> Void
    ) {
        self.printer = printer
        self.store = store
        var shown = 0
        var failuresShown = 0
        subscription = store.addListener { [unowned store] in
            let finished = store.state.finished
            if finished.count > shown {
                let new = Array(finished[shown...])
                Self.print(new, with: printer)
                shown = finished.count
                flush()
                for update in new {
                    if let first = update.firstReached {
                        errors.print("lotto: \(Self.notReached(update, before: first))")
                    }
                    if update.isBehind { errors.print("lotto: error: \(Self.behind(update))") }
                }
            }
            for failure in store.state.failed.dropFirst(failuresShown) {
                // After the games before it, which are out by now.
                flush()
                errors.print("lotto: error: \(ErrorReport(failure.error).message)")
            }
            failuresShown = store.state.failed.count
        }
    }

    /// Once every game is done, an update of several games' last words on standard error: which
    /// failed (each was one line as it came, which the lines of those updated could hide), then
    /// which are behind their schedule (each said as it came).
    static func summary(of state: DrawUpdateState) -> [String] {
        let games = state.games.count
        guard games > 1 else { return [] }
        var lines: [String] = []
        if !state.failed.isEmpty {
            lines.append(
                "lotto: \(state.failed.count) of \(games) games failed: "
                    + state.failed.map(\.game.description).joined(separator: ", "))
        }
        let behind = state.behind
        if !behind.isEmpty {
            lines.append(
                "lotto: \(behind.count) of \(games) games \(behind.count == 1 ? "is" : "are") behind their schedule: "
                    + behind.map(\.game.description).joined(separator: ", "))
        }
        return lines
    }

    /// Once the output is finished (its last line, or the warning that it could not be
    /// written), for an update of several games that is done: which failed and which are
    /// behind, from the store, last, so that the games' own lines do not hide them.
    func summarize(on errors: StandardError) {
        guard store.state.isComplete else { return }
        for line in Self.summary(of: store.state) { errors.print(line) }
    }

    /// The command's exit once the update is done, from its store: the first failed game's
    /// code; else, for a history still behind its schedule, 75 (what came is recorded; the
    /// rest may come later); `nil` for success.
    var exitCode: ExitCode? {
        let state = store.state
        if let failure = state.failed.first { return ErrorReport(failure.error).exitCode }
        return state.behind.isEmpty ? nil : .temporaryFailure
    }

    /// Ends the list, once every game is done: closes the JSON array (`[]` when no game was
    /// updated).
    func end() {
        printer.end()
    }

    /// `kr645: the history ends at round 3 (2002-12-21), but round 1251 (2026-11-21) should be
    /// published by now (12 hours after its draw); what came is recorded: try again later`.
    /// `lotto ui` says the same under `e` (``LastErrorOverlayView``).
    static func behind(_ update: DrawUpdate) -> String {
        let held = update.lastHeld.map { "the history ends at \($0)" } ?? "the history holds no draw"
        let due = update.latestDue.map { "\($0)" } ?? "a draw"
        let grace = update.publisher.publicationGrace(of: update.game)
        return "\(update.game): \(held), but \(due) should be published by now (\(grace) after its draw); "
            + "what came is recorded: try again later"
    }

    /// `uk-lotto: the National Lottery keeps only its last 180 days, from round 3120
    /// (2026-05-30): the draws before it are not recorded; record them from a file with 'lotto
    /// draws import FILE'`.
    private static func notReached(_ update: DrawUpdate, before first: DrawUpdate.Draw) -> String {
        "\(update.game): \(update.publisher.name) keeps only its last \(update.publisher.keepsDays ?? 0) days, "
            + "from \(first): the draws before it are not recorded; record them from a file with "
            + "'lotto draws import FILE'"
    }

    private static func print(_ updates: [DrawUpdate], with printer: ListPrinter) {
        printer.print(
            updates,
            text: { update, bytes in bytes.append(update.description) },
            json: { update, bytes in
                let summary = update.summary
                bytes.append(#"{"added":\#(summary.added),"behind":\#(update.isBehind),"game":"#)
                bytes.appendJSONString(update.game.description)
                bytes.append(#","kept":\#(summary.kept),"#)
                appendJSON(update.lastHeld, named: "last", to: &bytes)
                appendJSON(update.latestDue, named: "latest", to: &bytes)
                bytes.append(#""path":"#)
                bytes.appendJSONString(update.path)
                bytes.append(#","publisher":"#)
                bytes.appendJSONString(update.publisher.rawValue)
                bytes.append(#","received":\#(update.received),"replaced":\#(summary.replaced),"#)
                bytes.append(#""requests":\#(update.requests),"source":"#)
                bytes.appendJSONString(update.address.description)
                bytes.append(#","updated":\#(summary.updated)}"#)
            },
            csv: { update, bytes in
                let summary = update.summary
                ListPrinter.appendCSVFields(
                    [
                        String(summary.added), String(update.isBehind), update.game.description,
                        String(summary.kept), update.lastHeld.map { "\($0.date)" } ?? "",
                        update.lastHeld?.round.map(String.init) ?? "", update.latestDue.map { "\($0.date)" } ?? "",
                        update.latestDue?.round.map(String.init) ?? "", update.path,
                        update.publisher.rawValue, String(update.received), String(summary.replaced),
                        String(update.requests), update.address.description, String(summary.updated),
                    ], to: &bytes)
            })
    }

    /// `"latest":"2026-11-21","latestRound":1251,` (`null` for what is not known).
    private static func appendJSON(_ draw: DrawUpdate.Draw?, named name: String, to bytes: inout [UInt8]) {
        bytes.append(#""\#(name)":"#)
        if let draw { bytes.appendJSONString(draw.date.description) } else { bytes.append("null") }
        bytes.append(#","\#(name)Round":"#)
        bytes.append(draw?.round.map(String.init) ?? "null")
        bytes.append(",")
    }
}
