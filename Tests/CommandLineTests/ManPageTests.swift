import Foundation
import TestSupport
import Testing

@testable import lotto

/// `lotto help --man`: the manual, made from the same specs as the help.
@Suite struct ManPageTests {
    private let page = ManPage.render(root: LottoCommand.spec, commands: LottoCommand.allSpecs)

    private func roff(_ text: String) -> String {
        text.replacing("-", with: "\\-")
    }

    @Test func theManualHasEverySectionCommandOptionAndExitCode() {
        #expect(page.hasPrefix(".TH LOTTO 1 \"\(Release.date)\" \"lotto \(Release.version)\" \"User Commands\"\n"))
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
            "SEE ALSO", "BUGS",
        ] {
            #expect(page.contains(".SH \(section)\n"), "\(section)")
        }
        for command in LottoCommand.allSpecs {
            #expect(page.contains(".SS \"\(roff("lotto " + command.usage))\"\n"), "\(command.name)")
            for option in command.options {
                #expect(page.contains(".B \(roff(option.label))\n"), "\(command.name) \(option.label)")
            }
        }
        for code in ExitCode.allCases {
            #expect(page.contains(".B \(code.rawValue)\n"))
        }
        #expect(page.contains(Release.bugReports))
    }

    /// Each example is a command line lotto parses: a renamed option fails here.
    @Test func everyExampleParses() throws {
        for example in ManPage.examples {
            for commandLine in example.command.split(separator: "&&") {
                var words = commandLine.split(separator: " ").map(String.init).prefix { $0 != ">" && $0 != "|" }
                #expect(words.removeFirst() == "lotto")
                let path = words.prefix { !$0.hasPrefix("-") && !$0.contains(".") }
                let spec = try #require(LottoCommand.allSpecs.first { $0.name == path.joined(separator: " ") })
                #expect(throws: Never.self, "\(example.command)") {
                    try ParsedArguments(Array(words.dropFirst(path.count)), spec: spec)
                }
            }
        }
    }

    /// A line that begins with a dot is a roff request: only the manual's own may.
    @Test func noTextLineIsTakenForARequest() {
        let requests: Set = [".TH", ".ad", ".SH", ".SS", ".TP", ".B", ".I", ".PP"]
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains(String(line.prefix { $0 != " " })), "\(line)")
        }
    }

    /// groff reads it without a warning (`.ci/run` installs groff where it is missing).
    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/groff")))
    func groffReadsItWithoutAWarning() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", "-z"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(page.utf8))
        try input.fileHandleForWriting.close()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && warnings.isEmpty, "\(warnings)")
    }
}
