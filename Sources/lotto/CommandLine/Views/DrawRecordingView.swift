import Flux
import Lotto

/// Shows what recording draws did, once the draw history store has it: for an import, how many
/// draws were added, updated, replaced and kept; for a draw typed in, the draw as recorded.
final class DrawRecordingView {
    private var subscription: Subscription?

    /// Shows the draws recorded, as `lotto draws` lists them (`draws add`), and warns on
    /// `errors` when a draw typed in was recorded on a day its game is not drawn: after the
    /// draw, which `flush` sends out first.
    init(
        _ store: DrawHistoryStore<AppAction>, printer: ListPrinter, errors: StandardError, flush: @escaping () -> Void
    ) {
        subscription = store.addListener { [unowned store] in
            guard let recording = store.state.lastRecording else { return }
            DrawRecord.print(recording.draws, with: printer)
            printer.end()
            if let reason = recording.notADrawDay {
                flush()
                errors.warn("\(reason); recorded all the same")
            }
        }
    }

    /// Shows the draw removed, as `lotto draws` lists it (`draws delete`).
    init(removedFrom store: DrawHistoryStore<AppAction>, printer: ListPrinter) {
        subscription = store.addListener { [unowned store] in
            guard let removed = store.state.lastRemoved else { return }
            DrawRecord.print([removed], with: printer)
            printer.end()
        }
    }

    /// Shows the counts of an import (`draws import`).
    init(summaryOf store: DrawHistoryStore<AppAction>, printer: ListPrinter) {
        subscription = store.addListener { [unowned store] in
            guard let recording = store.state.lastRecording else { return }
            printer.appendRaw(Self.summary(recording, as: printer.format))
        }
    }

    static let summaryFields = ["added", "draws", "kept", "layouts", "replaced", "source", "updated"]

    /// `imported 300 draws from k.jsonl (dhlottery JSON): 300 added, 0 updated, 0 replaced, 0 kept`,
    /// or one JSON object (one CSV row) of ``summaryFields``.
    private static func summary(_ recording: DrawRecording, as format: ListPrinter.Format) -> [UInt8] {
        let summary = recording.summary
        let source = recording.source ?? ""
        let layouts = recording.layouts.map(\.description)
        let draws = recording.draws.count
        var bytes: [UInt8] = []
        switch format {
        case .text:
            bytes.append("imported \(draws) draw\(draws == 1 ? "" : "s") from \(source.escapingControlCharacters) ")
            bytes.append("(\(layouts.joined(separator: ", "))): \(summary.added) added, \(summary.updated) updated, ")
            bytes.append("\(summary.replaced) replaced, \(summary.kept) kept\n")
        case .json:
            bytes.append(#"{"added":\#(summary.added),"draws":\#(draws),"kept":\#(summary.kept),"layouts":["#)
            for (index, layout) in layouts.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.appendJSONString(layout)
            }
            bytes.append(#"],"replaced":\#(summary.replaced),"source":"#)
            bytes.appendJSONString(source)
            bytes.append(#","updated":\#(summary.updated)}"# + "\n")
        case .csv:
            ListPrinter.appendCSVFields(summaryFields, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            ListPrinter.appendCSVFields(
                [
                    String(summary.added), String(draws), String(summary.kept), layouts.joined(separator: " "),
                    String(summary.replaced), source, String(summary.updated),
                ], to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }
}
