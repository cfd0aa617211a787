import Flux
import Lotto
import Platform

/// What a command needs from the world, in one place: the environment, standard output and
/// standard error, and the composition root that wires the Flux parts together.
struct Context {
    /// Reads a variable's bytes, as the system holds them.
    let environmentBytes: (String) -> [UInt8]?
    let output: StandardOutput
    let errors: StandardError

    /// - Parameters:
    ///   - writeOutput: where standard output's bytes go (see ``StandardOutput``): the
    ///     process's, unless a test captures them.
    ///   - errors: standard error: the process's, unless a test captures it.
    init(
        environmentBytes: @escaping (String) -> [UInt8]?,
        writeOutput: @escaping (UnsafeRawBufferPointer) throws(Errno) -> Int = {
            try SystemCall.write(SystemCall.standardOutput, $0)
        },
        errors: StandardError = StandardError()
    ) {
        self.environmentBytes = environmentBytes
        output = StandardOutput(
            isColored: ColorOption.colors(nil, environment: Self.text(of: environmentBytes)), writeSome: writeOutput)
        self.errors = errors
    }

    /// Reads a variable as text (bytes that are not UTF-8 decoded as U+FFFD).
    var environment: (String) -> String? { Self.text(of: environmentBytes) }

    private static func text(of environmentBytes: @escaping (String) -> [UInt8]?) -> (String) -> String? {
        { name in environmentBytes(name).map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Whether the locale's character set is UTF-8: the first of `LC_ALL`, `LC_CTYPE` and
    /// `LANG` that is set says (`en_US.UTF-8`, `C.utf8`, or `UTF-8` alone); none, or `C`, is
    /// ASCII.
    var localeUsesUTF8: Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty } ?? "C"
        let name = locale.split(separator: "@").first ?? ""
        let characterSet = name.split(separator: ".").last ?? ""
        return ["utf-8", "utf8"].contains(characterSet.lowercased())
    }

    /// Reads a variable that holds a path, byte for byte.
    func pathVariable(_ name: String) -> FilePath? {
        environmentBytes(name).flatMap { FilePath(bytes: $0) }
    }

    /// Reads a variable of this process's environment.
    static func processEnvironment(_ name: String) -> [UInt8]? {
        SystemCall.environmentBytes(name)
    }

    /// Builds the app for one command: one dispatcher, the action creator that feeds it, and
    /// the stores the command reads (see ``App``).
    ///
    /// - Parameters:
    ///   - storeOption: the ticket file `--store` names, if it does.
    ///   - drawsOption: the draw history `--draws` names, if it does.
    ///   - warn: where the files' warnings go; ``errors`` by default.
    ///   - stores: makes the stores the command reads (its `Stores`, or ``NoStores``) on the
    ///     app's dispatcher, before any action.
    func makeApp<Stores>(
        storeOption: FilePath?, drawsOption: FilePath? = nil, warn: (@Sendable (String) -> Void)? = nil,
        stores: (Dispatcher<AppAction>) -> Stores
    ) throws -> App<Stores> {
        let warn = warn ?? { [errors] in errors.warn($0) }
        let dispatcher = Dispatcher<AppAction>()
        let lockTimeout = try lockTimeout()
        let saver = Result { () throws(any Error) in
            LottoNumberSaver(
                path: try StoreLocations.ticketStore(option: storeOption, environment: pathVariable),
                lockTimeout: lockTimeout, warn: { warn("\($0)") })
        }
        let lastDraw = Result { () throws(any Error) in
            LastDrawFile(path: try StoreLocations.lastDraw(environment: pathVariable), lockTimeout: lockTimeout)
        }
        let drawHistory = Result { () throws(any Error) in
            DrawHistoryFile(
                path: try StoreLocations.drawHistory(option: drawsOption, environment: pathVariable),
                lockTimeout: lockTimeout, warn: { warn("\($0)") })
        }
        return App(
            dispatcher: dispatcher,
            actionContext: ActionContext(
                dispatcher: dispatcher, embedding: AppAction.lotto, saver: saver, lastDraw: lastDraw,
                drawHistory: drawHistory, clock: Timestamp.now),
            stores: stores)
    }

    /// `LOTTO_LOCK_TIMEOUT`: seconds to wait for another process's lock (default 10).
    private func lockTimeout() throws(CommandLineError) -> Double {
        guard let text = environment("LOTTO_LOCK_TIMEOUT"), !text.isEmpty else { return 10 }
        guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
            throw .usage("invalid LOTTO_LOCK_TIMEOUT \(text.quoted): expected a number of seconds", help: .lotto)
        }
        return seconds
    }

    /// Calls `body` with each line of standard input as it arrives (without its line end; a
    /// `\r\n` end is fine) and its number from 1, holding no more than one block and one line.
    ///
    /// - Throws: a bad-data error for a line longer than `longestLine` bytes, found as soon as
    ///   it is (`/dev/zero` is one endless line).
    func forEachStandardInputLine(
        longestLine: Int, _ body: (ArraySlice<UInt8>, Int) throws(CommandLineError) -> Void
    ) throws(CommandLineError) {
        var pending: [UInt8] = []
        var lineNumber = 0
        func deliver(_ line: ArraySlice<UInt8>) throws(CommandLineError) {
            lineNumber += 1
            guard line.count <= longestLine else { throw tooLong(lineNumber) }
            try body(line.last == UInt8(ascii: "\r") ? line.dropLast() : line, lineNumber)
        }
        func tooLong(_ number: Int) -> CommandLineError {
            .badData("standard input line \(number) is longer than \(longestLine) bytes")
        }
        try forEachStandardInputBlock { (block) throws(CommandLineError) in
            pending.append(contentsOf: block)
            var lineStart = 0
            while let newline = pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                try deliver(pending[lineStart..<newline])
                lineStart = newline + 1
            }
            pending.removeFirst(lineStart)
            guard pending.count <= longestLine else { throw tooLong(lineNumber + 1) }
            return true
        }
        if !pending.isEmpty {
            try deliver(pending[...])
        }
    }

    /// Reads standard input to its end, or until more than `limit` bytes have come (the caller
    /// then refuses it: a command that expects a line must not read an endless stream).
    func readStandardInput(limit: Int) throws(CommandLineError) -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachStandardInputBlock { block in
            bytes.append(contentsOf: block)
            return bytes.count <= limit
        }
        return bytes
    }

    /// Calls `body` with each block read from standard input until its end, or until `body`
    /// returns false.
    private func forEachStandardInputBlock(
        _ body: (UnsafeRawBufferPointer) throws(CommandLineError) -> Bool
    ) throws(CommandLineError) {
        try SystemCall.forEachBlock(
            of: SystemCall.standardInput,
            readFailure: { CommandLineError(message: "cannot read standard input: \($0)", exitCode: .inputOutput) },
            body)
    }
}
