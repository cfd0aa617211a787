import Lotto
import Platform

/// Tells when the ticket store or the draw history changed, whoever changed it: inotify on
/// their folders wakes the app at once, and their signatures (see ``FileSignature``), compared
/// on every wake and at least twice a second, say which changed. The comparison alone would
/// do, a little later; inotify misses a change made through a link in another folder, the
/// comparison does not.
struct FileWatcher {
    /// The inotify descriptor, for `poll`; -1 without one.
    let descriptor: Int32
    private let ticketStore: FilePath?
    private let drawHistory: FilePath?
    private var ticketSignature: FileSignature?
    private var drawSignature: FileSignature?

    init(ticketStore: FilePath?, drawHistory: FilePath?) {
        self.ticketStore = ticketStore
        self.drawHistory = drawHistory
        descriptor = TerminalCall.watch(Set([ticketStore, drawHistory].compactMap { $0?.directory }))
        ticketSignature = ticketStore.flatMap(FileSignature.init(of:))
        drawSignature = drawHistory.flatMap(FileSignature.init(of:))
    }

    /// Empties the inotify queue (the events only wake the loop).
    func drain() {
        guard descriptor >= 0 else { return }
        _ = TerminalCall.readAll(descriptor)
    }

    /// Which files changed since the last call.
    mutating func changes() -> (tickets: Bool, draws: Bool) {
        let tickets = ticketStore.flatMap(FileSignature.init(of:))
        let draws = drawHistory.flatMap(FileSignature.init(of:))
        defer {
            ticketSignature = tickets
            drawSignature = draws
        }
        return (tickets != ticketSignature, draws != drawSignature)
    }
}
