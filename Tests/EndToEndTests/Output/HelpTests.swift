import Foundation
import TestSupport
import Testing

@Suite struct HelpTests {
    private let lotto = LottoExecutable()

    @Test func everySpellingOfHelpPrintsTheSameHelp() throws {
        for command in [
            "new", "save", "list", "check", "delete", "clear", "draws", "draws import", "draws add", "backtest",
            "stats",
            "games", "completion",
        ] {
            let words = command.split(separator: " ").map(String.init)
            let spellings = [["help"] + words, words + ["--help"], words + ["-h"]]
            let outputs = try spellings.map { try lotto.run($0) }
            #expect(outputs.allSatisfy { $0.status == 0 && $0.stderr.isEmpty })
            #expect(Set(outputs.map(\.stdout)).count == 1)
            #expect(outputs[0].stdout.hasPrefix("OVERVIEW: "))
            #expect(outputs[0].stdout.contains("USAGE: lotto \(command)"))
        }
        let root = try lotto.run(["--help"])
        let short = try lotto.run(["-h"])
        #expect(root.status == 0 && root.stdout == short.stdout)
        #expect(
            root.stdout.contains("SUBCOMMANDS:")
                && root.stdout.contains("See 'lotto help <subcommand>' for detailed help."))
    }

    @Test func aCommandWithCommandsListsThem() throws {
        let help = try lotto.run(["draws", "--help"]).stdout
        #expect(help.contains("SUBCOMMANDS:\n  import   ") && help.contains("\n  add   "))
        #expect(help.contains("See 'lotto help draws <subcommand>' for detailed help."))
        #expect(try lotto.run(["help", "draws", "add"]).stdout.contains("USAGE: lotto draws add <numbers> ..."))
    }

    /// A long discussion is printed as paragraphs, a blank line between them, each wrapped on
    /// its own: `draws update` says what it does, where each game comes from, how it asks,
    /// what a history still behind does, and what a failure does. The manual starts each with
    /// `.PP`.
    @Test func aLongDiscussionIsPrintedAsParagraphs() throws {
        let help = try lotto.run(["help", "draws", "update"])
        let spelledOtherwise = try lotto.run(["draws", "update", "--help"])
        #expect(help.status == 0 && help.stdout == spelledOtherwise.stdout)
        let discussion = help.stdout.components(separatedBy: "\n\nUSAGE: ")[0]
        let paragraphs = discussion.components(separatedBy: "\n\n").dropFirst()  // the overview
        #expect(paragraphs.count == 5, "\(paragraphs)")
        #expect(
            paragraphs.map { String($0.prefix(13)) } == [
                "Fetches the d", "kr645 comes f", "Requests go t", "What came is ", "A service tha",
            ])
        let manual = try lotto.run(["help", "--man"]).stdout
        #expect(manual.contains(".PP\nkr645 comes from dhlottery") && manual.contains(".PP\nA service that cannot"))
        #expect(!manual.contains("\n\n"), "no blank line in the manual's text")
    }

    @Test func helpNamesEveryOption() throws {
        let help = try lotto.run(["new", "--help"]).stdout
        for option in [
            "-n, --count <count>", "--seed <seed>", "--json", "-h, --help", "(default: 1)", "--game <game>",
            "--exclude <numbers>", "--include <numbers>", "--format <format>",
        ] {
            #expect(help.contains(option))
        }
        let flattened = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for game in [
            "kr645", "powerball", "megamillions", "euromillions", "eurojackpot", "uk-lotto", "loto6", "loto7",
            "lotto649", "superenalotto",
        ] {
            #expect(flattened.contains(game), "help names \(game)")
        }
    }

    @Test func theManualIsPrintedWhole() throws {
        let manual = try lotto.run(["help", "--man"])
        #expect(manual.status == 0 && manual.stderr.isEmpty)
        #expect(manual.stdout.hasPrefix(".TH LOTTO 1") && manual.stdout.contains(".SH EXIT STATUS"))
        try lotto.run(["help", "save", "--man"]).expectFailure(64, naming: "--man")
        let helpOfHelp = try lotto.run(["help", "help"])
        #expect(helpOfHelp.status == 0 && helpOfHelp.stdout.contains("USAGE: lotto help [<subcommand>] [--man]"))
    }

    @Test func versionIsBare() throws {
        let result = try lotto.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.wholeMatch(of: #/\d+\.\d+\.\d+\n/#) != nil)
    }
}
