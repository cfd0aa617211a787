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

    /// A long discussion is printed last, under DESCRIPTION, as paragraphs, a blank line
    /// between them, each wrapped on its own: `draws update`'s own breaks (what it does, where
    /// each game comes from, how it asks, what a history still behind does, what a failure
    /// does) are kept, and a long one is cut between sentences. The manual starts each of the
    /// discussion's own with `.PP`.
    @Test func aLongDiscussionIsPrintedAsParagraphs() throws {
        let help = try lotto.run(["help", "draws", "update"])
        let spelledOtherwise = try lotto.run(["draws", "update", "--help"])
        #expect(help.status == 0 && help.stdout == spelledOtherwise.stdout)
        let parts = help.stdout.components(separatedBy: "\nDESCRIPTION:\n")
        #expect(parts.count == 2 && parts[0].contains("\nOPTIONS:\n"), "the description comes after the options")
        let paragraphs = parts[1].components(separatedBy: "\n\n")
        for start in ["Fetches the d", "kr645 comes f", "Requests go t", "What came is ", "A service tha"] {
            #expect(paragraphs.contains { $0.hasPrefix("  " + start) }, "a paragraph starts with \(start)")
        }
        #expect(paragraphs.count > 5, "the long ones are cut between sentences")
        #expect(
            paragraphs.contains { $0.hasPrefix("  What came is recorded. A game whose") }, "a short one is not alone")
        let joined = paragraphs.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(joined.allSatisfy { $0.count <= 400 || !$0.dropLast().contains(". ") }, "\(paragraphs)")
        let manual = try lotto.run(["help", "--man"]).stdout
        #expect(manual.contains(".PP\nkr645 comes from dhlottery") && manual.contains(".PP\nA service that cannot"))
        #expect(!manual.contains("\n\n"), "no blank line in the manual's text")
    }

    /// `lotto check --help` was 30 lines of one paragraph before its usage: now the overview,
    /// the usage, the options, then the description, whole, as `lotto help check` prints it.
    @Test func helpStartsWithTheOverviewAndUsage() throws {
        for command in [["check"], ["ui"], ["save"], ["draws", "update"]] {
            let help = try lotto.run(command + ["--help"])
            let spelledOtherwise = try lotto.run(["help"] + command)
            #expect(help.status == 0 && help.stdout == spelledOtherwise.stdout)
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                lines[0].hasPrefix("OVERVIEW: ") && lines[2].hasPrefix("USAGE: lotto \(command.joined(separator: " "))")
            )
            let options = try #require(help.stdout.range(of: "\nOPTIONS:\n"))
            let description = try #require(help.stdout.range(of: "\nDESCRIPTION:\n"))
            #expect(options.upperBound < description.lowerBound)
        }
        let check = try lotto.run(["check", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(check.contains("--exit-code exits 1 when a result shown won a prize"), "the description is whole")
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
