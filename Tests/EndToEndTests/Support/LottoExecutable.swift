import Foundation
import TestSupport
import Testing

/// Runs the built `lotto` binary as a user would, with its own temporary home, so that each
/// test has its own store and last draw.
final class LottoExecutable {
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    let home = TemporaryDirectory()
    var environment: [String: String]
    /// The time lotto's clock starts at, in UTC (`9999-12-28 12:00:00`), set through
    /// faketime(1); `nil` for the real clock. The clock runs on from it; the monotonic clock,
    /// which times lock waits, is left alone.
    var clock: String?

    /// The default store of this sandbox: `$XDG_DATA_HOME/lotto/tickets.jsonl`.
    var storePath: String { home.file("data/lotto/tickets.jsonl") }

    init() {
        environment = [
            "HOME": home.path,
            "XDG_DATA_HOME": home.file("data"),
            "XDG_STATE_HOME": home.file("state"),
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        FakeTimeLeftovers.removeThoseOfEndedProcesses()
    }

    /// `lotto` sits beside the test bundle in the build folder (`swift test` builds it).
    /// `LOTTO_TEST_BINARY` runs the end-to-end tests against another build instead, e.g. an
    /// older one, to see which of them it fails.
    static let binary: URL = {
        if let other = ProcessInfo.processInfo.environment["LOTTO_TEST_BINARY"], !other.isEmpty {
            return URL(fileURLWithPath: other)
        }
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("lotto")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        fatalError("the lotto binary was not built beside \(testBinary.path)")
    }()

    /// Who runs the binary.
    enum User {
        /// This test process's user.
        case current
        /// `nobody` (65534), through `setpriv`; only root may switch.
        case nobody
    }

    /// Runs `lotto` with `arguments`.
    ///
    /// - Parameters:
    ///   - stdout: where its standard output goes instead of a pipe read here.
    ///   - timeout: a run still going after this long is killed and fails the test: a hang must
    ///     not hang the suite.
    @discardableResult
    func run(
        _ arguments: [String], stdin: String? = nil, stdout: FileHandle? = nil, as user: User = .current,
        timeout: Double = 60, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result {
        switch user {
        case .current where clock != nil:
            // faketime makes a named semaphore keyed by its own process id, which a faketime
            // killed earlier (by a test's timeout, or with its tmux session) leaves behind; one
            // given the same id later fails before lotto starts. Another process id is tried.
            let fakingTheClock = {
                try self.launch(
                    URL(fileURLWithPath: Self.faketime),
                    ["-m", "--exclude-monotonic", self.clock ?? "", Self.binary.path] + arguments, stdin: stdin,
                    stdout: stdout, timeout: timeout, sourceLocation)
            }
            for _ in 1..<3 {
                let result = try fakingTheClock()
                guard result.stdout.isEmpty, result.stderr.hasPrefix("faketime: sem_open: File exists") else { return result }
                FakeTimeLeftovers.removeThoseOfEndedProcesses()
            }
            return try fakingTheClock()
        case .current:
            return try launch(Self.binary, arguments, stdin: stdin, stdout: stdout, timeout: timeout, sourceLocation)
        case .nobody:
            return try launch(
                URL(fileURLWithPath: "/usr/bin/setpriv"),
                ["--reuid=65534", "--regid=65534", "--clear-groups", Self.binary.path] + arguments, stdin: stdin,
                stdout: stdout, timeout: timeout, sourceLocation)
        }
    }

    /// Runs a `/bin/sh` script with this sandbox's environment and `$LOTTO` naming the binary:
    /// for what `Process` cannot express, such as arguments that are not UTF-8, closed
    /// descriptors, resource limits and pipelines.
    @discardableResult
    func shell(
        _ script: String, stdin: String? = nil, timeout: Double = 60, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result {
        let saved = environment
        environment["LOTTO"] = Self.binary.path
        defer { environment = saved }
        return try launch(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], stdin: stdin, stdout: nil, timeout: timeout, sourceLocation
        )
    }

    /// A `lotto` started by ``start(_:)``.
    struct Started {
        let pid: pid_t

        /// How it ended.
        enum End: Equatable {
            case exited(Int32)
            case signaled(Int32)
        }

        /// Waits for it to end.
        /// Waits for the process to end, at most `seconds`: one still running then is killed
        /// (`SIGKILL`, which its end then says), so that a lotto that ignores a signal fails
        /// its test rather than hanging the suite.
        func waitForEnd(within seconds: Double = 300) -> End {
            var status: Int32 = 0
            let deadline = Date().addingTimeInterval(seconds)
            while true {
                let ended = waitpid(pid, &status, WNOHANG)
                if ended == pid || (ended == -1 && errno != EINTR) { break }
                if ended == 0 && Date() >= deadline {
                    kill(pid, SIGKILL)
                    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                    break
                }
                usleep(10_000)
            }
            return status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        }
    }

    /// Starts `lotto` with `arguments` and returns at once, for a test that signals it; its
    /// standard input and output are the descriptors given, or `/dev/null`, and its standard
    /// error `/dev/null`. Through `posix_spawn` with no signal blocked: Foundation's `Process`
    /// passes on the calling thread's mask, and the tests' threads block most signals, so a
    /// `SIGTERM` would never arrive.
    func start(_ arguments: [String], standardInput: Int32? = nil, standardOutput: Int32? = nil) throws -> Started {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 {
            if let given = [standardInput, standardOutput, nil][Int(descriptor)] {
                posix_spawn_file_actions_adddup2(&actions, given, descriptor)
                continue
            }
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argumentVector = ([Self.binary.path] + arguments).map { strdup($0) }
        let environmentVector = environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for string in argumentVector + environmentVector { free(string) }
        }
        var pid: pid_t = 0
        let result = (argumentVector + [nil]).withUnsafeBufferPointer { arguments in
            (environmentVector + [nil]).withUnsafeBufferPointer { environment in
                posix_spawn(
                    &pid, Self.binary.path, &actions, &attributes, arguments.baseAddress!, environment.baseAddress!)
            }
        }
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return Started(pid: pid)
    }

    /// faketime(1), which runs lotto with its clock set (``clock``): `.ci/run` installs it.
    static let faketime = "/usr/bin/faketime"

    /// Whether this process may run others as `nobody`.
    static let canSwitchUser = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    private func launch(
        _ executable: URL, _ arguments: [String], stdin: String?, stdout: FileHandle?, timeout: Double,
        _ sourceLocation: SourceLocation
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // faketime reads its time in the local zone: UTC, as lotto's clock is.
        process.environment = clock == nil ? environment : environment.merging(["TZ": "UTC"]) { $1 }
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = stdout ?? outPipe
        process.standardError = errPipe
        let inPipe = stdin == nil ? nil : Pipe()
        process.standardInput = inPipe ?? FileHandle.nullDevice
        // Foundation's Process can outlive the run and hold its pipes open (hundreds of
        // descriptors over the suite, and then a crash in Process.run): close the ends kept
        // here once done with them, rather than waiting for deallocation.
        defer {
            try? outPipe.fileHandleForReading.close()
            try? errPipe.fileHandleForReading.close()
        }
        try process.run()
        let watchdog = DispatchWorkItem { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        if let stdin, let inPipe {
            Self.feed(inPipe, stdin)
        }
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall.
        let out = stdout == nil ? outPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        let err = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            process.terminationReason == .exit, "killed by signal \(process.terminationStatus): \(arguments)",
            sourceLocation: sourceLocation)
        return Result(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Writes `text` to a child's standard input and closes it. The child may exit (or be
    /// killed) without reading: that must not kill the test process with SIGPIPE.
    static func feed(_ pipe: Pipe, _ text: String) {
        _ = ignoreBrokenPipes
        try? pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
    }

    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// `/dev/full`, for standard output that cannot be written (`ENOSPC`).
    static func fullDevice() throws -> FileHandle {
        try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    }

    /// The default draw history of this sandbox: `$XDG_DATA_HOME/lotto/draws.jsonl`.
    var historyPath: String { home.file("data/lotto/draws.jsonl") }

    /// The draw history's bytes, or nil if there is none.
    var historyBytes: Data? {
        FileManager.default.contents(atPath: historyPath)
    }

    /// Sends `draws update`'s requests to every publisher to `server`, through their variables.
    func fetchesFrom(_ server: LocalHTTPServer) {
        for variable in ["LOTTO_DHLOTTERY_URL", "LOTTO_NY_OPEN_DATA_URL", "LOTTO_NATIONAL_LOTTERY_URL"] {
            environment[variable] = server.address
        }
    }

    /// Runs `lotto save` with each list of words in turn, expecting each to succeed.
    func saveEach(_ saves: [[String]], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for words in saves {
            let saved = try run(["save"] + words)
            #expect(saved.status == 0, "\(saved.stderr)", sourceLocation: sourceLocation)
        }
    }

    /// The store's bytes, or nil if there is no store file.
    var storeBytes: Data? {
        FileManager.default.contents(atPath: storePath)
    }
}

extension LottoExecutable.Result {
    var lines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Checks a failure: nothing on stdout, exactly one `lotto: error:` line naming `value`.
    func expectFailure(_ status: Int32, naming value: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(self.status == status, "stderr: \(stderr)", sourceLocation: sourceLocation)
        #expect(stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(stderr.hasPrefix("lotto: error: "), sourceLocation: sourceLocation)
        #expect(stderr.filter { $0 == "\n" }.count == 1, "one line: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.contains(value), "\(stderr) names \(value)", sourceLocation: sourceLocation)
    }
}
