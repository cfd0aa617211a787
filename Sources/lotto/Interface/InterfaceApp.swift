import Flux
import Lotto
import Platform
import Synchronization

/// `lotto ui`: the stores of a long-lived app, the views that listen to them, and the loop
/// that turns keys, signals and file changes into actions on the one dispatcher.
///
/// The loop never waits on a lock or a file: what may (saving, deleting, drawing, reading the
/// files again) runs on the ``InterfaceWorker``'s thread and reports on the status line. The
/// loop dispatches the screen's own actions itself and reads the stores only between
/// dispatches; the stores' listeners, on whichever thread dispatched, wake it to redraw.
final class InterfaceApp {
    private typealias Signal = TerminalCall.Signal
    let app: App<UICommand.Stores>
    private let savedListStore: SavedListStore<AppAction>
    private let interfaceStore: InterfaceStore
    private var renderer: ScreenRenderer
    private var watcher: FileWatcher
    private let needsRender = Atomic<Bool>(true)
    private let wake = WakePipe()
    /// Saving, deleting, drawing, reading the files: once the app ends, its jobs may finish.
    let worker = InterfaceWorker(name: "lotto.ui.work")
    /// Its own thread, so that a slow service holds up no save.
    private let updater = InterfaceWorker(name: "lotto.ui.update")
    /// The update `u` starts, or why there can be none (a bad variable): asked for at the key.
    private let updatePlan: () throws -> DrawUpdatePlan
    /// The files to read again once the worker gets to it: reads asked for while one waits are
    /// one read.
    let reloadsWanted = Mutex<(tickets: Bool, draws: Bool)>((false, false))
    /// Whether a check for the record (`r`) waits on the worker: checks asked for meanwhile are it.
    let recordCheckWanted = Atomic<Bool>(false)
    private var subscriptions: [AnyObject] = []
    private let warnings: WarningInbox

    /// How the loop ended.
    enum Ending {
        /// `q` or Ctrl-C, or the terminal went away.
        case quit
        /// A signal asked the app to end: it dies of it, once the terminal is back.
        case signal(Int32)
    }

    init(
        app: App<UICommand.Stores>, game: LottoGame, renderer: ScreenRenderer, warnings: WarningInbox,
        updatePlan: @escaping () throws -> DrawUpdatePlan
    ) throws {
        self.app = app
        self.warnings = warnings
        self.updatePlan = updatePlan
        savedListStore = app.stores.savedList
        interfaceStore = app.stores.interface
        self.renderer = renderer
        // Before the first read, so that a change made while it reads is seen.
        watcher = FileWatcher(
            ticketStore: app.actionContext.ticketStorePath, drawHistory: app.actionContext.drawHistoryPath)
        let history = app.stores.drawHistory
        // One redraw per dispatch that changed anything on screen, however many stores it changed.
        subscriptions.append(
            try StoreGroup(
                [app.stores.currentDraw, savedListStore, history, interfaceStore, app.stores.checkSummary],
                dispatcher: app.dispatcher
            ) { [unowned self] in
                needsRender.store(true, ordering: .releasing)
                wake.signal()
            })
    }

    /// Whether an update of the draws was still going when the app ended.
    var wasUpdating: Bool { !updater.unfinishedWork.isEmpty }

    /// Runs until the user quits or a signal ends the app; the terminal is given back either way.
    func run() throws -> Ending {
        let signals = SignalEvents.install()
        try TerminalSession.enter()
        defer { TerminalSession.leave() }
        resize()
        perform(.draw)
        reload(tickets: true, draws: true)
        var keyReader = KeyReader()
        // The reads of the terminal, numbered, and the one whose key asked the question on
        // screen: a key of that read is no answer (KeyMap.command(for:in:cameWithTheQuestion:)).
        var read = 0
        var questionRead: Int?
        while true {
            render()
            let descriptors = [SystemCall.standardInput, signals, watcher.descriptor, wake.descriptor]
            guard let ready = TerminalCall.waitForInput(on: descriptors, milliseconds: 500) else { return .quit }
            if ready[1] {
                for signal in SignalEvents.read(from: signals) {
                    switch signal {
                    case Signal.windowChange: resize()
                    case Signal.terminalStop: suspend()
                    case Signal.resume: resume()
                    case Signal.interrupt, Signal.terminate, Signal.hangUp: return .signal(signal)
                    default: break
                    }
                }
            }
            if ready[0] {
                guard let bytes = TerminalCall.readKeys() else { return .quit }
                read += 1
                // Whether the terminal has more at once: then an escape byte that ends this read
                // begins a sequence (a read cut a paste's start), not the Esc key.
                let moreWaiting =
                    TerminalCall.waitForInput(on: [SystemCall.standardInput], milliseconds: 0)?.first ?? false
                // The open ticket line takes text that comes together (a paste, keys over SSH).
                let room = app.dispatcher.betweenDispatches { interfaceStore.state.ticketLineRoom }
                let keys = keyReader.keys(in: bytes, moreWaiting: moreWaiting, textRoom: room)
                for key in keys {
                    let state = app.dispatcher.betweenDispatches { interfaceStore.state }
                    let command = KeyMap.command(for: key, in: state, cameWithTheQuestion: read == questionRead)
                    if command.asksAQuestion { questionRead = read }
                    switch command {
                    case .quit: return .quit
                    case .suspend: suspend()
                    case let command: perform(command)
                    }
                }
            }
            if ready[2] { watcher.drain() }
            if ready[3] { wake.drain() }
            let changes = watcher.changes()
            reload(tickets: changes.tickets, draws: changes.draws)
            if changes.tickets || changes.draws { refreshRecord() }
        }
    }

    /// Does what a key asks: the screen's own actions at once, the rest on the worker.
    private func perform(_ command: KeyMap.Command) {
        let work = Self.work(of: command)
        switch command {
        case .interface(let action):
            act(work) { try app.dispatcher.dispatch(.interface(action)) }
        case .draw:
            let state = app.dispatcher.betweenDispatches { interfaceStore.state }
            draw(count: state.ticketsPerDraw, game: LottoGame(state.game))
        case .cycleGame(let forward):
            act(work) { try app.dispatcher.dispatch(.interface(.cycleGame(forward: forward))) }
            let state = app.dispatcher.betweenDispatches { interfaceStore.state }
            draw(count: state.ticketsPerDraw, game: LottoGame(state.game))
        case .save:
            save()
        case .saveTicketLine(let words, let game):
            saveTicketLine(words, game: game)
        case .delete(let id):
            report(.deleting(id: id))
            worker.run("deleting #\(id)") { [app] in
                self.act(work) { try SavedTicketsActionCreator(context: app.actionContext).remove(.ids([id])) }
            }
        case .updateDraws:
            updateDraws()
        case .record:
            toggleRecord()
        case .suspend, .quit, .nothing:
            break
        }
    }

    /// Fetches the latest results of every game a publisher has, one game after another, on
    /// the updater's thread; the status line shows each game's progress, then what was done,
    /// as the update's store holds it.
    private func updateDraws() {
        guard updater.unfinishedWork.isEmpty else { return report(.alreadyUpdating) }
        let plan: DrawUpdatePlan
        do {
            plan = try updatePlan()
        } catch {
            return report(.failure(.updateDraws, ShownError(error)))
        }
        report(.updatingTheDraws)
        updater.run("updating the draws") { [app] in
            self.act(.updateDraws) {
                try DrawUpdateActionCreator(context: app.actionContext).update(
                    DrawUpdateRequest(plan: plan, replacing: false))
                let update = app.dispatcher.betweenDispatches { app.stores.drawUpdate.state }
                let failures = update.failed.map { ShownError($0.error, game: $0.game) }
                try app.dispatcher.dispatch(
                    .interface(
                        .report(
                            .updateEnded(
                                added: update.added, games: update.games.count, failures: failures,
                                behind: update.behind))))
            }
        }
    }

    private func draw(count: Int, game: LottoGame) {
        worker.run("drawing") { [app] in
            self.act(.draw) {
                try DrawingActionCreator(context: app.actionContext).draw(.tickets(count: count, game: game))
            }
        }
    }

    /// Saves the draw on the Draw tab, on the worker, if ``SaveDecision`` says it may be: judged
    /// in the job that saves, after the draws asked for before, so that the draw judged is the
    /// one saved and marked saved.
    private func save() {
        worker.run("saving") { [app, interfaceStore] in
            let decision = app.dispatcher.betweenDispatches {
                SaveDecision(draw: app.stores.currentDraw.state, screen: interfaceStore.state)
            }
            switch decision {
            case .refuse(let status):
                self.report(status)
            case .save(let tickets, let game, let draw):
                self.report(.saving(count: tickets.count))
                self.act(.save) {
                    // The tickets on screen, for the draw they were drawn for (the next on sale
                    // for none).
                    let terms = try SaveTerms(.tickets, game: GameChoice(LottoGame(game), source: .given))
                    try SaveActionCreator(context: app.actionContext).save(
                        SaveRequest(terms, tickets: tickets, runs: [TicketRun(count: tickets.count, draw: draw)]))
                }
            }
        }
    }

    /// Says something on the status line: what the worker is about to do, or why a key did
    /// nothing.
    func report(_ status: StatusLine) {
        act(.changeScreen) { try app.dispatcher.dispatch(.interface(.report(status))) }
    }

    /// The work that did not happen when `command` fails, for the status line.
    private static func work(of command: KeyMap.Command) -> StatusLine.Work {
        switch command {
        case .draw, .cycleGame: .draw
        case .save, .saveTicketLine: .save
        case .delete(let id): .delete(id: id)
        case .updateDraws: .updateDraws
        case .record: .checkRecord
        case .interface, .suspend, .quit, .nothing: .changeScreen
        }
    }

    /// Runs an action creator's `body`, the app's `work`; an error goes to the status line (the
    /// app goes on), and a success takes back the status line's report of the same work's
    /// failure.
    func act(_ work: StatusLine.Work, _ body: () throws -> Void) {
        do {
            try body()
            try? app.dispatcher.dispatch(.interface(.clearFailure(work)))
        } catch {
            try? app.dispatcher.dispatch(.interface(.report(.failure(work, ShownError(error)))))
        }
        if let warning = warnings.take().last {
            try? app.dispatcher.dispatch(.interface(.report(.warning(warning))))
        }
    }

    private func render() {
        guard needsRender.exchange(false, ordering: .acquiringAndReleasing) else { return }
        // Laid out between dispatches; the screen it makes is the loop's own.
        let screen = app.dispatcher.betweenDispatches {
            InterfaceView(
                state: interfaceStore.state, draw: app.stores.currentDraw.state, tickets: savedListStore.state.tickets,
                history: app.stores.drawHistory.state.history, record: app.stores.checkSummary.state
            ).render()
        }
        let bytes = renderer.frame(screen)
        if !bytes.isEmpty { TerminalSession.write(bytes) }
    }

    private func resize() {
        let size = TerminalSession.size()
        renderer.invalidate()
        needsRender.store(true, ordering: .releasing)
        act(.resize) {
            try app.dispatcher.dispatch(.interface(.resized(rows: size.rows, columns: size.columns)))
        }
    }

    /// Ctrl-Z: gives the terminal back and stops, as a shell's job does; continues in ``resume()``.
    private func suspend() {
        TerminalSession.leave()
        TerminalCall.stopAsAJob()
        // Continued.
        SignalEvents.catchSignal(Signal.terminalStop)
        resume()
    }

    /// Takes the terminal again and redraws, after a stop.
    private func resume() {
        try? TerminalSession.enter()
        resize()
    }
}
