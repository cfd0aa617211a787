import Foundation
import Testing

@testable import lotto

/// Every command's help, compared as a whole page at 80 columns (swift-argument-parser's
/// `MathExampleTests` are the model): the layout, the generated usage line, each option with
/// its default, and the wrapping, all at once.
///
/// The pages are snapshot files in `HelpPages/`, one a command (`lotto.txt` for the root,
/// `draws-import.txt` for `lotto draws import`). After a change of help text, run the tests
/// once with `LOTTO_RECORD_SNAPSHOTS=1` to write them anew (each then fails, saying so), and
/// read the diff.
@Suite struct HelpPageTests {
    private static func render(_ command: String) -> String {
        let formatter = HelpFormatter(width: 80)
        guard let spec = LottoCommand.allSpecs.first(where: { $0.name == command }) else {
            return formatter.render(LottoCommand.spec, commandPath: "lotto", subcommands: LottoCommand.allSpecs)
        }
        return formatter.render(
            spec, commandPath: "lotto \(command)", subcommands: LottoCommand.children(of: spec.name))
    }

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("HelpPages")

    /// Every command, the root as "".
    private static let commands = [""] + LottoCommand.allSpecs.map(\.name)

    private static func file(of command: String) -> URL {
        folder.appendingPathComponent(
            (command.isEmpty ? "lotto" : command.replacingOccurrences(of: " ", with: "-")) + ".txt")
    }

    @Test(arguments: commands)
    func theHelpPageIsItsSnapshot(_ command: String) throws {
        let page = Self.render(command)
        if ProcessInfo.processInfo.environment["LOTTO_RECORD_SNAPSHOTS"] != nil {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(page.utf8).write(to: Self.file(of: command))
            Issue.record(
                "recorded \(Self.file(of: command).lastPathComponent) anew: run the tests again without LOTTO_RECORD_SNAPSHOTS"
            )
            return
        }
        let snapshot = try String(contentsOf: Self.file(of: command), encoding: .utf8)
        #expect(page == snapshot)
    }

    /// Usage comes before any long text: a command's help shows it within its first 6 lines,
    /// whatever its discussion.
    @Test(arguments: commands)
    func theUsageIsWithinTheFirstSixLines(_ command: String) {
        let lines = Self.render(command).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(6).contains { $0.hasPrefix("USAGE: lotto") }, "\(lines.prefix(6))")
    }

    /// Every discussion is cut into paragraphs of a few lines, between sentences.
    @Test(arguments: LottoCommand.allSpecs.map(\.discussion).filter { !$0.isEmpty })
    func aDiscussionIsCutBetweenSentences(_ discussion: String) {
        let paragraphs = HelpFormatter.paragraphs(of: discussion)
        let flattened = discussion.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(paragraphs.joined(separator: " ") == flattened, "nothing lost")
        #expect(paragraphs.dropLast().allSatisfy { $0.hasSuffix(".") })
    }

    @Test func everySnapshotIsOfACommand() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(Set(files) == Set(Self.commands.map { Self.file(of: $0).lastPathComponent }))
    }

}
