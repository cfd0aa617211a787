import Flux
import Lotto

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command needs from the world, in one place: the environment, standard output, and
/// the composition root that wires the Flux parts together.
struct Context {
    let environment: (String) -> String?
    let output: StandardOutput

    init(environment: @escaping (String) -> String?) {
        self.environment = environment
        output = StandardOutput(isColored: BallColors.enabled(environment: environment))
    }

    /// Reads a variable of this process's environment.
    static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Builds the app for one command: one dispatcher, the stores listening to it, and the
    /// action creator that feeds it.
    func makeApp(storeOption: String?) throws -> App {
        let dispatcher = Dispatcher<LottoAction>()
        let saver = LottoNumberSaver(
            path: try StoreLocations.ticketStore(option: storeOption, environment: environment),
            lockTimeout: try lockTimeout(),
            warn: { printError("lotto: warning: \($0)") })
        let lastDraw = LastDrawFile(path: try StoreLocations.lastDraw(environment: environment))
        return App(
            dispatcher: dispatcher,
            makerStore: LottoNumberMakerStore(dispatcher: dispatcher),
            savedStore: SavedLottoNumberStore(dispatcher: dispatcher),
            checkStore: CheckResultsStore(dispatcher: dispatcher),
            actionCreator: ActionCreator(dispatcher: dispatcher, saver: saver, lastDraw: lastDraw))
    }

    /// `LOTTO_LOCK_TIMEOUT`: seconds to wait for another process's lock (default 10).
    private func lockTimeout() throws(CommandLineError) -> Double {
        guard let text = environment("LOTTO_LOCK_TIMEOUT"), !text.isEmpty else { return 10 }
        guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
            throw .usage("invalid LOTTO_LOCK_TIMEOUT \(text.quoted): expected a number of seconds")
        }
        return seconds
    }

    /// Reads all of standard input.
    func readStandardInput() throws(CommandLineError) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = block.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                throw CommandLineError(message: "cannot read standard input: \(reason)", exitCode: .inputOutput)
            }
            if got == 0 { return bytes }
            bytes.append(contentsOf: block[..<got])
        }
    }
}

/// The Flux parts of one run.
struct App {
    let dispatcher: Dispatcher<LottoAction>
    let makerStore: LottoNumberMakerStore
    let savedStore: SavedLottoNumberStore
    let checkStore: CheckResultsStore
    let actionCreator: ActionCreator
}
