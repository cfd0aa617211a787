import Flux
import Platform
import TestSupport

@testable import Lotto

extension ActionContext {
    /// A context for a feature's action creator under test: the ticket store `tickets.jsonl`,
    /// the last draw `last-draw` and the draw history `draws.jsonl` in `folder`, actions into
    /// `dispatcher`, and a clock stopped at `clock` (Sunday 2026-11-22 by default).
    static func onTemporaryFiles(
        in folder: TemporaryDirectory, dispatcher: Dispatcher<LottoAction>, clock: Int64 = 1_795_342_530
    ) -> ActionContext {
        ActionContext(
            dispatcher: dispatcher, saver: .success(LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")))),
            lastDraw: .success(LastDrawFile(path: FilePath(folder.file("last-draw")))),
            drawHistory: .success(DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")))),
            clock: { Timestamp(secondsSince1970: clock) })
    }
}
