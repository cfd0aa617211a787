import Foundation
import Testing

/// `lotto ui` running in a real terminal: a tmux session of its own (its own server socket),
/// driven with `send-keys` and read with `capture-pane`, as fzf's tests drive fzf.
final class TmuxSession {
    /// Whether tmux is installed. CI installs it (`.ci/run`), so there the tests never skip.
    static let isAvailable = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    let lotto: LottoExecutable
    private let socket = "lotto-test-\(UUID().uuidString.prefix(8))"

    /// Starts `lotto ui` with `arguments` in a terminal of `columns` by `rows`. When it ends, its
    /// exit status and the terminal's settings before and after go to files in the sandbox.
    convenience init(_ lotto: LottoExecutable, arguments: String = "", columns: Int = 80, rows: Int = 24) throws {
        let script =
            "stty -a > \(lotto.home.file("stty-before")); \(LottoExecutable.binary.path) ui \(arguments); "
            + "echo \\$? > \(lotto.home.file("status")); stty -a > \(lotto.home.file("stty-after")); sleep 600"
        try self.init(lotto, command: script, columns: columns, rows: rows)
    }

    /// Starts an interactive bash (no start-up files) with job control, where ``typeLine(_:)``
    /// runs commands as a user types them: for Ctrl-Z and `fg`. Returns once the shell answers.
    static func interactiveShell(_ lotto: LottoExecutable, columns: Int = 80, rows: Int = 24) throws -> TmuxSession {
        let shell = try TmuxSession(lotto, command: "bash --norc --noprofile -i", columns: columns, rows: rows)
        // The typed line shows `re""ady`; only the shell's answer shows `ready`.
        try shell.typeLine("echo re\"\"ady")
        try shell.waitFor("ready")
        return shell
    }

    /// Starts `command` (a shell, say) in a terminal of `columns` by `rows`, with the sandbox's
    /// environment.
    static func running(_ command: String, for lotto: LottoExecutable, columns: Int = 120, rows: Int = 40) throws
        -> TmuxSession
    {
        try TmuxSession(lotto, command: command, columns: columns, rows: rows)
    }

    private init(_ lotto: LottoExecutable, command: String, columns: Int, rows: Int) throws {
        self.lotto = lotto
        let environment = lotto.environment.map { "-e '\($0.key)=\($0.value)'" }.joined(separator: " ")
        // The server that this starts outlives the command: it must not hold the pipes that
        // the test reads the command's output from.
        try tmux("new-session -d -x \(columns) -y \(rows) \(environment) \"\(command)\" </dev/null >/dev/null 2>&1")
    }

    deinit {
        _ = try? tmux("kill-server")
    }

    /// Runs a tmux command on this session's server, with the sandbox's environment.
    ///
    /// Through `popen` rather than `Process`: run through `Process`, these tests hung before
    /// their first capture (the cause was not found); `popen` waits only for the client.
    @discardableResult
    func tmux(_ command: String) throws -> String {
        try Self.run("tmux -L \(socket) \(command)", environment: lotto.environment)
    }

    /// Runs a shell command line with `environment`, and returns its standard output.
    static func run(_ command: String, environment: [String: String]) throws -> String {
        let assignments = environment.map { "'\($0.key)=\($0.value)'" }.joined(separator: " ")
        guard let stream = popen("env -i \(assignments) \(command) 2>/dev/null", "r") else {
            throw CocoaError(.fileReadUnknown)
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, stream)
            if count == 0 { break }
            output += buffer[..<count]
        }
        pclose(stream)
        return String(decoding: output, as: UTF8.self)
    }

    /// The screen as text, or with colours (`-e`).
    func capture(colours: Bool = false) throws -> String {
        try tmux("capture-pane -p \(colours ? "-e" : "") -t 0")
    }

    /// The text inside an overlay's frame on `screen` (between each row's first `│` and its
    /// last), its lines joined without spaces: a line that was wrapped, such as a long address,
    /// reads whole.
    static func framedText(of screen: String) -> String {
        screen.split(separator: "\n").compactMap { line -> String? in
            guard let left = line.firstIndex(of: "│"), let right = line.lastIndex(of: "│"), left < right else {
                return nil
            }
            return line[line.index(after: left)..<right].trimmingCharacters(in: .whitespaces)
        }.joined()
    }

    /// Sends `keys` (tmux key names) in one write: the program reads them at once, so a key
    /// that answers a question must be sent after the question shows.
    func send(_ keys: String...) throws {
        try tmux("send-keys -t 0 " + keys.joined(separator: " "))
    }

    /// Sends `keys` (tmux key names) as a person types them, a tenth of a second apart: each
    /// comes in a read of its own (two different keys in one read are pasted text).
    func type(_ keys: String...) throws {
        for (index, key) in keys.enumerated() {
            if index > 0 { Thread.sleep(forTimeInterval: 0.1) }
            try tmux("send-keys -t 0 \(key)")
        }
    }

    /// Sends `text` (taken literally) in one write, as a terminal without bracketed paste sends
    /// a paste: the program reads it all at once.
    func sendAtOnce(_ text: String) throws {
        try tmux("send-keys -t 0 -l '\(text.replacingOccurrences(of: "'", with: "'\\''"))'")
    }

    /// Pastes `text` as a terminal does: `paste-buffer -p` wraps it in `ESC [ 200 ~` …
    /// `ESC [ 201 ~` if the program in the pane turned bracketed paste on (`ESC [ ? 2004 h`),
    /// and sends it bare if not.
    func paste(_ text: String) throws {
        try tmux("set-buffer -b lotto-test -- '\(text.replacingOccurrences(of: "'", with: "'\\''"))'")
        try tmux("paste-buffer -p -d -b lotto-test -t 0")
    }

    /// Pastes `text` bare, as a terminal without bracketed paste does (`paste-buffer` without
    /// `-p`): the program reads it all at once, with no marker around it.
    func pasteWithoutBrackets(_ text: String) throws {
        try tmux("set-buffer -b lotto-test -- '\(text.replacingOccurrences(of: "'", with: "'\\''"))'")
        try tmux("paste-buffer -d -b lotto-test -t 0")
    }

    /// Makes the window `columns` wide, as a user dragging its edge does: the program is sent
    /// SIGWINCH.
    func resize(columns: Int, rows: Int) throws {
        try tmux("resize-window -t 0 -x \(columns) -y \(rows)")
    }

    /// Types `line` (taken literally) and Enter, as into a shell.
    func typeLine(_ line: String) throws {
        try sendAtOnce(line)
        try send("Enter")
    }

    /// The process id of the program the pane's shell runs, such as `lotto ui`.
    func childOfShell() throws -> String {
        let shell = try tmux("display-message -p -t 0 '#{pane_pid}'").trimmingCharacters(in: .whitespacesAndNewlines)
        return try Self.run("pgrep -P \(shell)", environment: lotto.environment)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition` (up to `timeout` seconds), and says
    /// whether it did; the screen is recorded when it did not.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ""
        while Date() < deadline {
            screen = try capture()
            if condition(screen) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("waited \(timeout) s for \(what); the screen:\n\(screen)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> Bool
    {
        try waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// The exit status of `lotto ui`, once it ended.
    func exitStatus(timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = lotto.home.contents(of: "stty-after"), !text.isEmpty,
                let status = lotto.home.contents(of: "status")
            {
                return String(decoding: status, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("lotto ui did not end", sourceLocation: sourceLocation)
        return nil
    }

    /// Whether the terminal's settings after the app are those before it.
    var terminalCameBack: Bool {
        lotto.home.contents(of: "stty-before") == lotto.home.contents(of: "stty-after")
    }
}
