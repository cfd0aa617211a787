import Foundation
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

    /// The default store of this sandbox: `$XDG_DATA_HOME/lotto/tickets.jsonl`.
    var storePath: String { home.file("data/lotto/tickets.jsonl") }

    init() {
        environment = [
            "HOME": home.path,
            "XDG_DATA_HOME": home.file("data"),
            "XDG_STATE_HOME": home.file("state"),
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }

    /// `lotto` sits beside the test bundle in the build folder (`swift test` builds it).
    static let binary: URL = {
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

    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, stdout: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = environment
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = stdout ?? outPipe
        process.standardError = errPipe
        let inPipe = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : inPipe
        try process.run()
        if let stdin {
            Self.feed(inPipe, stdin)
        }
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall.
        let out = stdout == nil ? outPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        let err = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
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
