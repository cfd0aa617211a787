import Lotto
import Synchronization
import TestSupport
import Testing

@testable import lotto

/// A command run in process, through a context whose standard output and standard error are
/// memory: what it says on each, and its exit status, without a process of its own.
@Suite struct InProcessCommandTests {
    /// A stream's bytes, kept as they are written; written to from any thread.
    final class CapturedStream: Sendable {
        private let bytes = Mutex<[UInt8]>([])

        var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }

        /// Takes every byte, as a descriptor that never fills would.
        @Sendable func write(_ buffer: UnsafeRawBufferPointer) -> Int {
            bytes.withLock { $0.append(contentsOf: buffer) }
            return buffer.count
        }
    }

    /// What a run said and how it ended.
    struct Run {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// Runs `lotto arguments` in a home of its own, without colour.
    func run(_ arguments: [String]) -> Run {
        let home = TemporaryDirectory()
        let environment = [
            "HOME": home.path, "XDG_DATA_HOME": home.file("data"), "XDG_STATE_HOME": home.file("state"),
            "NO_COLOR": "1",
        ]
        let output = CapturedStream()
        let errors = CapturedStream()
        let context = Context(
            environmentBytes: { environment[$0].map { Array($0.utf8) } }, writeOutput: output.write,
            errors: StandardError(writeSome: errors.write))
        let status = LottoCommand.main(arguments: arguments.map { Array($0.utf8) }, context: context)
        return Run(stdout: output.text, stderr: errors.text, status: status)
    }

    @Test func aBadOptionValueIsOneLineOnStandardErrorPointingToTheCommandsHelp() {
        let result = run(["new", "--count", "x"])
        #expect(result.status == ExitCode.usage.rawValue)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "lotto: error: invalid value 'x' for '--count': expected a whole number of at least 1 "
                + "(see 'lotto new --help')\n")
    }

    /// A command given none of the words it takes says which words before any option it lacks.
    @Test func aWheelOfNoNumbersAsksForThemFirst() {
        let result = run(["wheel"])
        #expect(result.status == ExitCode.usage.rawValue)
        #expect(
            result.stderr
                == "lotto: error: which numbers? e.g. lotto wheel 1 5 8 13 21 24 30 --guarantee 3if3 "
                + "(see 'lotto wheel --help')\n")
    }

    @Test func aRequiredOptionIsRequiredByTheParser() {
        let result = run(["wheel", "1", "2", "3", "4", "5", "6", "7"])
        #expect(result.status == ExitCode.usage.rawValue)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "lotto: error: --guarantee is required, e.g. --guarantee 3if4 (see 'lotto wheel --help')\n"
        )
    }

    @Test func aSeededDrawIsPrintedOnStandardOutputAndNothingOnStandardError() {
        let result = run(["new", "--seed", "1"])
        #expect(result.status == ExitCode.success.rawValue)
        #expect(result.stdout == "4 6 16 37 43 44\n")
        #expect(result.stderr.isEmpty)
    }
}
