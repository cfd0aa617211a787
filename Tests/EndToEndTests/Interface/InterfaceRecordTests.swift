import Foundation
import TestSupport
import Testing

/// `lotto ui`'s record (`r`), in a real terminal (tmux), the clock fixed: kr645 draws typed in
/// for three months and tickets for each, the record's spent, won and net as `check --summary`
/// sums them, the chart of the net by month (a winning month above the baseline, a losing one
/// below), narrow terminals, the record checked again when another process saves, and the way
/// back to the tabs.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceRecordTests {
    let lotto = LottoExecutable()

    init() {
        lotto.clock = "2026-11-30 12:00:00"
        lotto.environment["LANG"] = "C.UTF-8"
    }

    /// Rounds 1240 (2026-09-05), 1244 (10-03) and 1249 (11-07), 1,000 won a ticket. September:
    /// #1 wins tier 5 (5,000 won), #2 nothing: net 3,000. October: #3-#5 nothing: net -3,000.
    /// November: #6 wins tier 4 (50,000 won): net 49,000. #7 waits for 2026-12-05: pending,
    /// bought all the same: December's net is -1,000.
    private func recordThreeMonths() throws {
        for (date, numbers) in [
            ("2026-09-05", ["1", "2", "3", "4", "5", "6", "+", "7"]),
            ("2026-10-03", ["11", "12", "13", "14", "15", "16", "+", "17"]),
            ("2026-11-07", ["21", "22", "23", "24", "25", "26", "+", "27"]),
        ] {
            let added = try lotto.run(["draws", "add", "--date", date] + numbers)
            #expect(added.status == 0, "\(added.stderr)")
        }
        try lotto.saveEach([
            ["--draw", "2026-09-05", "1", "2", "3", "40", "41", "42"],
            ["--draw", "2026-09-05", "30", "31", "32", "33", "34", "35"],
            ["--draw", "2026-10-03", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2026-10-03", "1", "2", "3", "4", "5", "7"],
            ["--draw", "2026-10-03", "1", "2", "3", "4", "5", "8"],
            ["--draw", "2026-11-07", "21", "22", "23", "24", "40", "41"],
            ["--draw", "2026-12-05", "1", "2", "3", "4", "5", "6"],
        ])
    }

    /// `lotto ui` at the test's clock, its exit status kept for ``TmuxSession/exitStatus``.
    private func ui(columns: Int, rows: Int = 24) throws -> TmuxSession {
        let command =
            "TZ=UTC \(LottoExecutable.faketime) -m --exclude-monotonic '\(lotto.clock ?? "")' "
            + "\(LottoExecutable.binary.path) ui; echo \\$? > \(lotto.home.file("status")); "
            + "stty -a > \(lotto.home.file("stty-after")); sleep 600"
        return try TmuxSession.running(command, for: lotto, columns: columns, rows: rows)
    }

    /// The lines inside the record's frame, trimmed.
    private static func framed(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            guard let left = line.firstIndex(of: "│"), let right = line.lastIndex(of: "│"), left < right else {
                return nil
            }
            return String(line[line.index(after: left)..<right].dropFirst()).replacingOccurrences(
                of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    @Test func theRecordSumsEachGameAndChartsItsNetByMonth() async throws { try await offThePool {
        try recordThreeMonths()
        let summary = try lotto.run(["check", "--summary"]).lines
        for line in ["spent: 7,000 KRW", "won: 55,000 KRW", "net: 48,000 KRW", "pending: 1 ticket"] {
            #expect(summary.contains(line), "the command's sums: \(summary)")
        }
        let ui = try ui(columns: 80)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("r")
        try ui.waitFor("Unclaimed prizes")
        let lines = Self.framed(try ui.capture())
        #expect(lines.first == "kr645 (South Korea Lotto 6/45)", "\(lines)")
        let sums = "spent 7,000 KRW · won 55,000 KRW · net 48,000 KRW · pending 1 ticket"
        #expect(lines.dropFirst().first == sums, "\(lines)")
        // Scaled to November's 49,000 in four rows (32 eighths): September's 3,000 is two
        // eighths above the baseline, October's -3,000 two below, December's -1,000 (the ticket
        // pending, bought) the least, an eighth.
        let chart = [
            "Net by month, kr645 (KRW):",
            "  █   49,000 KRW",
            "  █",
            "  █",
            "▂ █",
            "────",
            " ▔ ▔  -3,000 KRW",
            "2026-09 to 2026-12, a column a month",
        ]
        let start = lines.firstIndex(of: chart[0])
        #expect(start.map { Array(lines[$0..<min(lines.count, $0 + chart.count)]) } == chart, "\(lines)")
        // The gain is drawn in green, the loss in red.
        let coloured = try ui.capture(colours: true)
        #expect(coloured.contains("38;5;34m▂") && coloured.contains("38;5;160m ▔"), "\(coloured)")
        // The prizes won, none claimed, soonest deadline first, as `check --summary` lists them
        // (wrapped between words, a space between them).
        let unclaimed = lines.drop { $0 != "Unclaimed prizes, soonest deadline first" }
        #expect(
            Array(unclaimed.prefix(5)) == [
                "Unclaimed prizes, soonest deadline first",
                "#1 kr645 draw 2026-09-05 tier 5 prize 5,000 KRW after tax 5,000 KRW claim by",
                "2027-09-06",
                "#6 kr645 draw 2026-11-07 tier 4 prize 50,000 KRW after tax 50,000 KRW claim",
                "by 2027-11-08",
            ], "\(lines)")

        // Another process saves a winner for November: the record is checked again.
        try lotto.saveEach([["--draw", "2026-11-07", "21", "22", "23", "1", "2", "3"]])
        try ui.waitFor("spent 8,000 KRW · won 60,000 KRW · net 52,000 KRW")
        // Prizes marked claimed leave the list: only the new winner's is left.
        #expect(try lotto.run(["claim", "1", "6"]).status == 0)
        try ui.waitFor("only #8's prize to claim") { screen in
            let lines = Self.framed(screen)
            return lines.contains { $0.hasPrefix("#8 kr645 draw 2026-11-07 tier 5") }
                && !lines.contains { $0.hasPrefix("#1 ") || $0.hasPrefix("#6 ") }
        }

        // Esc goes back to the tab it covered; r opens it again and puts it away.
        try ui.send("Escape")
        try ui.waitFor("the Draw tab again") { !$0.contains("┌ Record") && $0.contains("for the draw of") }
        try ui.type("2", "r")
        try ui.waitFor("┌ Record")
        try ui.send("r")
        try ui.waitFor("the Saved tab again") { !$0.contains("┌ Record") && $0.contains("[ 2 Saved ]") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// Ten games' parts do not fit 24 rows: those that do are shown whole, then how many more,
    /// and the chart and the unclaimed prizes keep their rows.
    @Test func partsThatDoNotFitAreCountedNotCut() async throws { try await offThePool {
        try recordThreeMonths()
        try lotto.saveEach([
            ["--game", "powerball", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "megamillions", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "euromillions", "1", "2", "3", "4", "5", "+", "6", "7"],
            ["--game", "eurojackpot", "1", "2", "3", "4", "5", "+", "6", "7"],
            ["--game", "uk-lotto", "1", "2", "3", "4", "5", "6"],
            ["--game", "loto6", "1", "2", "3", "4", "5", "6"],
            ["--game", "loto7", "1", "2", "3", "4", "5", "6", "7"],
            ["--game", "lotto649", "1", "2", "3", "4", "5", "6"],
            ["--game", "superenalotto", "1", "2", "3", "4", "5", "6"],
        ])
        let ui = try ui(columns: 80)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("r")
        try ui.waitFor("Unclaimed prizes")
        let lines = Self.framed(try ui.capture())
        let more = try #require(lines.first { $0.hasPrefix("and ") && $0.hasSuffix("games: lotto check --summary") })
        let games = [
            "kr645", "powerball", "megamillions", "euromillions", "eurojackpot", "uk-lotto", "loto6", "loto7",
            "lotto649", "superenalotto",
        ]
        let shown = games.filter { game in lines.contains { $0.hasPrefix(game + " (") } }.count
        #expect(shown >= 2, "\(lines)")
        #expect(more == "and \(10 - shown) more games: lotto check --summary", "\(lines)")
        #expect(lines.contains("Net by month, kr645 (KRW):"), "the chart keeps its rows: \(lines)")
        #expect(lines.contains { $0.hasPrefix("#1 kr645 draw 2026-09-05") }, "\(lines)")
        try ui.send("q")
    } }

    /// At 60 columns every line is whole (the sums broken between them, the header's game
    /// named by its id); at 40 the app says, in whole words, that it needs 60; widened again,
    /// the record is back.
    @Test func narrowTerminalsCutNoWord() async throws { try await offThePool {
        try recordThreeMonths()
        let ui = try ui(columns: 60)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("r")
        try ui.waitFor("Unclaimed prizes")
        let screen = try ui.capture()
        let lines = Self.framed(screen)
        #expect(
            Array(lines.prefix(3)) == [
                "kr645 (South Korea Lotto 6/45)", "spent 7,000 KRW · won 55,000 KRW · net 48,000 KRW",
                "pending 1 ticket",
            ], "\(lines)")
        #expect(lines.contains("2026-09 to 2026-12, a column a month"))
        #expect(screen.split(separator: "\n").first?.hasSuffix(" kr645") == true, "\(screen)")
        try ui.resize(columns: 40, rows: 24)
        try ui.waitFor("terminal too small: 40x24")
        #expect(try ui.capture().contains("lotto ui needs 60x10; q quits"))
        try ui.resize(columns: 70, rows: 24)
        try ui.waitFor("Unclaimed prizes")
        try ui.send("Escape")
        try ui.waitFor("the Draw tab") { !$0.contains("┌ Record") && $0.contains("for the draw of") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// No ticket saved: the record says so rather than showing sums; without UTF-8 the chart's
    /// bars are ASCII.
    @Test func anEmptyStoreAndAnASCIIChart() async throws { try await offThePool {
        let empty = try ui(columns: 80)
        try empty.waitFor("drew 1 kr645 ticket")
        try empty.send("r")
        try empty.waitFor("No saved tickets: nothing spent or won yet.")
        try empty.send("q")
        try recordThreeMonths()
        lotto.environment["LANG"] = "C"
        let ascii = try ui(columns: 80)
        try ascii.waitFor("drew 1 kr645 ticket")
        try ascii.send("r")
        try ascii.waitFor("Unclaimed prizes")
        let screen = try ascii.capture()
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
        // September's gain, the baseline, October's and December's losses (its ticket pending).
        for row in ["| . #", "| ----", "|  . .  -3,000 KRW"] {
            #expect(screen.contains(row), "\(screen)")
        }
        try ascii.send("q")
    } }
}
