import Foundation
import TestSupport
import Testing

/// `lotto ui`'s Saved tab, in a real terminal (tmux): each ticket's option (Power Play,
/// Megaplier, a multiplier, a multi-draw's span) beside its result; at narrow widths, the
/// documented short forms, never a word cut (nor a key hint).
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceSavedOptionsTests {
    let lotto = LottoExecutable()

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    /// Tickets bought with each option, saved through `lotto save`; returns the last draw of
    /// the multi-draw tickets, by id, as `lotto list --json` gives them.
    private func saveTicketsWithOptions() throws -> [Int: String] {
        try lotto.saveEach([
            ["--game", "powerball", "--power-play", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "powerball", "--power-play", "--multi-draw", "5", "10", "20", "30", "40", "50", "+", "26"],
            ["--game", "megamillions", "--megaplier", "--draw", "2025-04-04", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "megamillions", "--multiplier", "3", "--draw", "2025-04-08", "1", "2", "3", "4", "5", "+", "6"],
            ["--multi-draw", "4", "10", "23", "29", "33", "37", "41"],
            ["--game", "euromillions", "10", "20", "30", "40", "50", "+", "11", "12"],
        ])
        var lastDraws: [Int: String] = [:]
        let listed = try lotto.run(["list", "--json"]).stdout
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
        for object in objects {
            if let id = object["id"] as? Int, let draws = object["draws"] as? Int, draws > 1 {
                lastDraws[id] = object["lastDraw"] as? String
            }
        }
        #expect(lastDraws.count == 2)
        return lastDraws
    }

    @Test func theSavedTabShowsEachTicketsOption() async throws { try await offThePool {
        let lastDraws = try saveTicketsWithOptions()
        let ui = try TmuxSession(lotto, columns: 120, rows: 14)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("#6 ")
        let rows = try Self.listRows(ui.capture())
        #expect(rows.count == 6)
        #expect(rows[0].hasSuffix("· Power Play"), "\(rows[0])")
        #expect(rows[1].hasSuffix("· 5 draws to \(lastDraws[2] ?? "?") · Power Play"), "\(rows[1])")
        #expect(rows[2].hasSuffix("pending · 2025-04-04 · Megaplier"), "\(rows[2])")
        #expect(rows[3].hasSuffix("pending · 2025-04-08 · multiplier 3"), "\(rows[3])")
        #expect(rows[4].hasSuffix("· 4 draws to \(lastDraws[5] ?? "?")"), "\(rows[4])")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// From 120 columns down to 60 and a few odd widths between, each row's result is the
    /// whole one's words, or their documented short forms (a date without its year, `PP`, `MP`,
    /// `x3`, `…` for parts left out): never a word cut.
    @Test func narrowRowsShortenTheResultOnPurposeNeverMidWord() async throws { try await offThePool {
        _ = try saveTicketsWithOptions()
        let ui = try TmuxSession(lotto, columns: 200, rows: 14)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("#6 ")
        let wide = try Self.listRows(ui.capture())
        var allowed: Set<Substring> = ["…", "PP", "MP", "x3", "·", "due"]
        for row in wide {
            for word in row.split(separator: " ") {
                allowed.insert(word)
                // A date's short form: without its year.
                if word.count == 10, word.dropFirst(4).first == "-" { allowed.insert(word.dropFirst(5)) }
            }
        }
        for columns in [120, 97, 80, 73, 67, 61, 60] {
            try ui.resize(columns: columns, rows: 14)
            // Redrawn: the list's position ends a column in from the new right edge.
            try ui.waitFor("the list redrawn at \(columns) columns") { screen in
                let heads = screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).first ?? ""
                return heads.hasSuffix("6 of 6") && heads.count == columns - 1
            }
            let screen = try ui.capture()
            let rows = Self.listRows(screen)
            #expect(rows.count == 6, "\(columns) columns:\n\(screen)")
            for row in rows {
                #expect(row.count <= columns, "\(row)")
                let cut = row.split(separator: " ").filter { !allowed.contains($0) }
                #expect(cut.isEmpty, "\(columns) columns: \(cut) in \(row)")
            }
            // Every row shows its result, however short.
            #expect(
                rows.allSatisfy { $0.contains("pending") || $0.contains("due ") }, "\(columns) columns:\n\(screen)")
            // The key hints too: whole ones, `q quit` last.
            let hints = screen.split(separator: "\n").last ?? ""
            #expect(hints.hasSuffix("· q quit"), "\(columns) columns: \(hints)")
            if columns == 60 {
                // 14 columns: a date or an option, in their short forms; the result first.
                #expect(rows[0].hasSuffix(" · PP"), "\(rows[0])")
                #expect(rows[2].hasSuffix("megamillions  pending · MP"), "\(rows[2])")
                #expect(rows[3].hasSuffix("megamillions  pending · x3"), "\(rows[3])")
                #expect(rows[4].hasSuffix(" …"), "\(rows[4])")
            }
        }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// The list's rows on `screen`: those that begin with an id.
    static func listRows(_ screen: String) -> [String] {
        screen.split(separator: "\n").map(String.init).filter {
            $0.dropFirst(2).hasPrefix("#") && ($0.hasPrefix("  ") || $0.hasPrefix("> "))
        }
    }
}
