import Flux
import Glibc
import Lotto

/// `lotto ui`: the stores of a long-lived app, the views that listen to them, and the loop
/// that turns keys, signals and file changes into actions on the one dispatcher.
final class InterfaceApp {
    private let app: App
    private let tableStore: SavedTicketTableStore
    private let interfaceStore: InterfaceStore
    private var renderer: ScreenRenderer
    private var watcher: FileWatcher
    private var latestDraws: [GameID: RecordedDraw] = [:]
    private var needsRender = true
    private var subscriptions: [AnyObject] = []
    private let warnings: WarningInbox

    /// How the loop ended.
    enum Ending {
        /// `q` or Ctrl-C, or the terminal went away.
        case quit
        /// A signal asked the app to end: it dies of it, once the terminal is back.
        case signal(Int32)
    }

    init(app: App, game: LottoGame, usesColor: Bool, warnings: WarningInbox) {
        self.app = app
        self.warnings = warnings
        tableStore = SavedTicketTableStore(dispatcher: app.dispatcher)
        interfaceStore = InterfaceStore(
            dispatcher: app.dispatcher, table: tableStore, initialState: InterfaceState(game: game.id))
        renderer = ScreenRenderer(usesColor: usesColor)
        // Before the first read, so that a change made while it reads is seen.
        watcher = FileWatcher(
            ticketStore: app.actionCreator.ticketStorePath, drawHistory: app.actionCreator.drawHistoryPath)
        let history = app.drawHistoryStore
        subscriptions.append(
            history.addListener { [unowned self] in
                latestDraws = Self.latestDraws(in: history.state.history)
            })
        // One redraw per dispatch that changed anything on screen, however many stores it changed.
        subscriptions.append(
            StoreGroup([app.makerStore, tableStore, history, interfaceStore], dispatcher: app.dispatcher) {
                [unowned self] in needsRender = true
            })
    }

    /// Runs until the user quits or a signal ends the app; the terminal is given back either way.
    func run() throws -> Ending {
        let signals = SignalEvents.install()
        try TerminalSession.enter()
        defer { TerminalSession.leave() }
        resize()
        perform(.draw)
        reload(tickets: true, draws: true)
        while true {
            render()
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
                pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, nfds_t(descriptors.count), 500)
            if ready < 0 && errno != EINTR { return .quit }
            if descriptors[1].revents != 0 {
                for signal in SignalEvents.read(from: signals) {
                    switch signal {
                    case SIGWINCH: resize()
                    case SIGTSTP: suspend()
                    case SIGCONT: resume()
                    case SIGINT, SIGTERM, SIGHUP: return .signal(signal)
                    default: break
                    }
                }
            }
            if descriptors[0].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 4096)
                let count = read(STDIN_FILENO, &bytes, bytes.count)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .quit }
                for key in Key.keys(in: Array(bytes.prefix(max(count, 0)))) {
                    switch KeyMap.command(for: key, in: interfaceStore.state) {
                    case .quit: return .quit
                    case .suspend: suspend()
                    case let command: perform(command)
                    }
                }
            }
            if descriptors[2].revents != 0 { watcher.drain() }
            let changes = watcher.changes()
            reload(tickets: changes.tickets, draws: changes.draws)
        }
    }

    private func perform(_ command: KeyMap.Command) {
        let state = interfaceStore.state
        act(Self.failure(of: command)) {
            switch command {
            case .interface(let action):
                try app.dispatcher.dispatch(.interface(action))
            case .draw:
                try app.actionCreator.drawTickets(count: state.ticketsPerDraw, seed: nil, game: LottoGame(state.game))
            case .nextGame:
                try app.dispatcher.dispatch(.interface(.cycleGame))
                let game = LottoGame(interfaceStore.state.game)
                try app.actionCreator.drawTickets(count: state.ticketsPerDraw, seed: nil, game: game)
            case .save:
                let draw = app.makerStore.state
                guard let game = draw.game, !draw.tickets.isEmpty else {
                    return try app.dispatcher.dispatch(.interface(.report("nothing to save: press n to draw")))
                }
                try app.actionCreator.save(draw.tickets, game: LottoGame(game))
            case .delete(let id):
                try app.actionCreator.removeSavedTickets(ids: [id])
            case .suspend, .quit, .nothing:
                break
            }
        }
    }

    /// How the status line begins when `command` fails, naming what did not happen.
    private static func failure(of command: KeyMap.Command) -> String {
        switch command {
        case .draw, .nextGame: "cannot draw"
        case .save: "cannot save"
        case .delete(let id): "cannot delete #\(id)"
        case .interface, .suspend, .quit, .nothing: "cannot change the screen"
        }
    }

    /// Reads again what another process changed.
    private func reload(tickets: Bool, draws: Bool) {
        if tickets { act("cannot read the saved tickets") { try app.actionCreator.loadSavedTickets() } }
        if draws { act("cannot read the draws") { try app.actionCreator.loadDrawHistory() } }
    }

    /// Runs an action creator's work; an error goes to the status line (the app goes on).
    private func act(_ failure: String, _ work: () throws -> Void) {
        do {
            try work()
        } catch {
            try? app.dispatcher.dispatch(.interface(.report("\(failure): \(ErrorMessage.text(for: error))")))
        }
        if let warning = warnings.take().last {
            try? app.dispatcher.dispatch(.interface(.report("warning: \(warning)")))
        }
    }

    private func render() {
        guard needsRender else { return }
        needsRender = false
        let view = InterfaceView(
            state: interfaceStore.state, draw: app.makerStore.state, tickets: tableStore.tickets,
            latestDraws: latestDraws)
        let bytes = renderer.frame(view.render())
        if !bytes.isEmpty { TerminalSession.write(bytes) }
    }

    private func resize() {
        let size = TerminalSession.size()
        renderer.invalidate()
        needsRender = true
        act("cannot resize") {
            try app.dispatcher.dispatch(.interface(.resized(rows: size.rows, columns: size.columns)))
        }
    }

    /// Ctrl-Z: gives the terminal back and stops, as a shell's job does; continues in ``resume()``.
    private func suspend() {
        TerminalSession.leave()
        _ = signal(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)
        // Continued.
        SignalEvents.catchSignal(SIGTSTP)
        resume()
    }

    /// Takes the terminal again and redraws, after a stop.
    private func resume() {
        try? TerminalSession.enter()
        resize()
    }

    /// The last recorded draw of each game.
    private static func latestDraws(in history: DrawHistory) -> [GameID: RecordedDraw] {
        var latest: [GameID: RecordedDraw] = [:]
        for game in history.games {
            if let last = history.draws(of: game).last { latest[game] = last }
        }
        return latest
    }
}
