import Platform

/// Signals as events of the app's loop: each handler writes its signal's number to a pipe
/// that the loop polls (the self-pipe trick), so that nothing but `write` runs in a handler.
/// Crashes and the other signals that end a process are the exception: their handlers give the
/// terminal back at once, then die of the signal as they would have (btop does the same).
enum SignalEvents {
    typealias Signal = TerminalCall.Signal

    /// Signals the loop handles.
    static let handled = [
        Signal.interrupt, Signal.terminate, Signal.hangUp, Signal.terminalStop, Signal.resume, Signal.windowChange,
    ]

    /// Makes the pipe and installs the handlers.
    ///
    /// - Returns: the pipe's read end, for `poll`.
    static func install() -> Int32 {
        let pipe = TerminalCall.nonBlockingPipe()
        pipeWriteEnd = pipe.write
        for signal in handled { catchSignal(signal) }
        // A stray `kill -USR1` must not leave the terminal raw, in the alternate screen, cursor
        // hidden; nor a crash.
        for signal in Signal.crashes + Signal.endings { TerminalCall.restoreTerminalAndDie(on: signal) }
        return pipe.read
    }

    /// (Re)installs the handler that writes `signal` to the pipe.
    static func catchSignal(_ signal: Int32) {
        TerminalCall.writeToPipe(on: signal, pipe: pipeWriteEnd)
    }

    /// The signals that arrived since the last call, in order.
    static func read(from pipe: Int32) -> [Int32] {
        TerminalCall.readAll(pipe).map { Int32($0) }
    }
}

// Set once by `install`, before any handler can run.
nonisolated(unsafe) private var pipeWriteEnd: Int32 = -1
