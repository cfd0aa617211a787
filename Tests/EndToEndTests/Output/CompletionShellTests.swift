import Foundation
import TestSupport
import Testing

/// Each shell's own completion machinery, driven as a user drives it: bash and zsh in a real
/// terminal (tmux), typing a line and Tab; fish through `complete -C`, which is what its Tab
/// runs. `.ci/run` installs the shells and tmux: in CI a missing one fails these tests.
@Suite(.serialized, .enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct CompletionShellTests {
    private let lotto = LottoExecutable()
    /// The folder of the lotto under test, first on the shells' PATH: the scripts run it for ids.
    private static let binaries = LottoExecutable.binary.deletingLastPathComponent().path

    /// A folder to complete in: `my folder/` (a space, and a folder) and `draws.csv`.
    private func workingFolder() throws -> String {
        let folder = lotto.home.file("work")
        try FileManager.default.createDirectory(atPath: folder + "/my folder", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder + "/draws.csv"))
        return folder
    }

    private func script(_ shell: String) throws -> String {
        let path = lotto.home.file(shell == "zsh" ? "functions/_lotto" : "lotto.\(shell)")
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(try lotto.run(["completion", shell]).stdout.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Types `line`, then Tab (twice when `list`), and returns the screen once it settles.
    private func complete(_ session: TmuxSession, _ line: String, list: Bool = false) throws -> String {
        try session.send("C-u", "C-l")
        try session.tmux("send-keys -t 0 -l '\(line.replacingOccurrences(of: "'", with: "'\\''"))'")
        try session.send("Tab")
        if list { try session.send("Tab") }
        var screen = ""
        var previous = "-"
        // Settled: the same screen twice, 150 ms apart.
        for _ in 0..<40 where screen != previous {
            previous = screen
            Thread.sleep(forTimeInterval: 0.15)
            screen = try session.capture()
        }
        return screen
    }

    /// The line being typed after Tab: the screen's last line that is not empty (tmux drops the
    /// spaces that end a line, so a completion's closing space does not show).
    private func line(_ session: TmuxSession, _ typed: String) throws -> String {
        let screen = try complete(session, typed)
        return screen.split(separator: "\n").last.map(String.init) ?? ""
    }

    private func bash() throws -> TmuxSession {
        let session = try TmuxSession.running("bash --norc --noprofile -i", for: lotto)
        try session.typeLine(
            "cd \(try workingFolder()); PATH=\(Self.binaries):$PATH; source \(try script("bash")); PS1='$ '; "
                + "echo re\"\"ady")
        try session.waitFor("ready")
        return session
    }

    @Test(.enabled(if: RequiredTool.runs(needing: "/bin/bash")))
    func bashCompletesAfterAnEqualsSignAndGivesFoldersTheirSlash() async throws { try await offThePool {
        let session = try bash()
        #expect(try line(session, "lotto list --store=my") == "$ lotto list --store=my\\ folder/")
        #expect(try line(session, "lotto list --store my") == "$ lotto list --store my\\ folder/")
        #expect(try line(session, "lotto draws import dr") == "$ lotto draws import draws.csv")
        #expect(try line(session, "lotto new --game=powerb") == "$ lotto new --game=powerball")
        #expect(try line(session, "lotto new --color=al") == "$ lotto new --color=always")
    } }

    @Test(.enabled(if: RequiredTool.runs(needing: "/bin/bash")))
    func bashCompletesTheCommandsUnderATopicOfHelp() async throws { try await offThePool {
        let session = try bash()
        #expect(try line(session, "lotto help draws up") == "$ lotto help draws update")
        let listed = try complete(session, "lotto help draws ", list: true)
        for word in ["import", "add", "delete", "update", "stats"] {
            #expect(listed.contains(word), "\(word): \(listed)")
        }
        #expect(!listed.contains("backtest"), "the top commands are not topics of draws")
    } }

    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/zsh")))
    func zshKeepsColonsAndApostrophesAndDescribesEachGame() async throws { try await offThePool {
        // zsh cuts a description at the terminal's width: wide enough for the longest, --json's.
        let session = try TmuxSession.running("zsh -f -i", for: lotto, columns: 1200)
        let functions = (try script("zsh") as NSString).deletingLastPathComponent
        try session.typeLine(
            "cd \(try workingFolder()); PATH=\(Self.binaries):$PATH; PS1='%% '; fpath=(\(functions) $fpath); "
                + "autoload -Uz compinit; "
                + "compinit -u -D; echo re\"\"ady")
        try session.waitFor("ready")
        let options = try complete(session, "lotto games --")
        #expect(options.contains("-- Short for --format json: an array of"), "a colon kept: \(options)")
        #expect(options.contains("money in the currency's units"), "an apostrophe kept")
        let games = try complete(session, "lotto new --game ")
        #expect(games.contains("powerball") && games.contains("-- US Powerball"), "\(games)")
        #expect(games.contains("kr645") && games.contains("-- South Korea Lotto 6/45"))
        let topics = try complete(session, "lotto help draws ")
        #expect(topics.contains("update") && topics.contains("-- Fetch the latest results"), "\(topics)")
        #expect(try line(session, "lotto list --store my") == "% lotto list --store my\\ folder/")
    } }

    /// fish's `complete -C` lists what Tab offers: a candidate, a tab, its description.
    private func fish(_ line: String) throws -> [String] {
        let result = try lotto.shell(
            "PATH=\(Self.binaries):$PATH fish --no-config -c 'source \(try script("fish")); complete -C \"\(line)\"'")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/fish")))
    func fishDescribesEachGameByItsName() async throws { try await offThePool {
        let games = try fish("lotto check --game ")
        #expect(games.contains("powerball\tUS Powerball") && games.contains("kr645\tSouth Korea Lotto 6/45"))
        #expect(games.count == 10, "\(games)")
        #expect(
            try fish("lotto help draws ").contains("update\tFetch the latest results from the lotteries' own services.")
        )
        #expect(try fish("lotto help d").map { $0.prefix { $0 != "\t" } } == ["delete", "draws"])
        #expect(try fish("lotto new --color ").map { $0.prefix { $0 != "\t" } } == ["always", "auto", "never"])
    } }

    // Ticket ids, from the store (`lotto completion ids`).

    /// #1 to #12 (kr645 `1 2 3 4 5 6`, `2 3 4 5 6 7`... for 2026-11-28), #5 then deleted; a store
    /// of one ticket, and an empty, a damaged and a missing one, in the working folder.
    private func saveTickets() throws -> (one: String, broken: [String]) {
        lotto.clock = "2026-11-27 12:00:00"
        let lines = (1...12).map { first in (first..<first + 6).map(String.init).joined(separator: " ") }
        let saved = try lotto.run(["save", "--draw", "2026-11-28", "-"], stdin: lines.joined(separator: "\n") + "\n")
        let deleted = try lotto.run(["delete", "5"])
        #expect(saved.status == 0 && deleted.status == 0, "\(saved.stderr)\(deleted.stderr)")
        let folder = try workingFolder()
        let one = try lotto.run(["save", "--store", folder + "/one.jsonl", "1", "2", "3", "4", "5", "6"])
        #expect(one.status == 0, "\(one.stderr)")
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.jsonl"))
        try Data("{\"format\":\"lotto-tickets\",\"version\":5}\n{\"id\":oops}\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/damaged.jsonl"))
        return ("one.jsonl", ["empty.jsonl", "damaged.jsonl", "missing.jsonl"])
    }

    /// The words on the screen, the listing's among them.
    private func words(_ screen: String) -> Set<String> {
        Set(screen.split(whereSeparator: \.isWhitespace).map(String.init))
    }

    @Test(.enabled(if: RequiredTool.runs(needing: "/bin/bash")))
    func bashCompletesTheSavedIDsOfTheStoreTheLineNames() async throws { try await offThePool {
        let (one, broken) = try saveTickets()
        let session = try bash()
        let listed = words(try complete(session, "lotto delete ", list: true))
        #expect(Set((1...12).filter { $0 != 5 }.map(String.init)).isSubset(of: listed) && !listed.contains("5"), "\(listed)")
        #expect(words(try complete(session, "lotto claim ", list: true)).contains("5"), "claim: the deleted #5 too")
        let ones = words(try complete(session, "lotto delete 1", list: true))
        #expect(["10", "11", "12"].allSatisfy(ones.contains) && !ones.contains("2"), "\(ones)")
        #expect(try line(session, "lotto delete --store=\(one) ") == "$ lotto delete --store=\(one) 1")
        #expect(try line(session, "lotto claim --store '\(one)' ") == "$ lotto claim --store '\(one)' 1")
        for store in broken {
            let screen = try complete(session, "lotto delete --store \(store) 1", list: true)
            #expect(screen.split(separator: "\n").map(String.init) == ["$ lotto delete --store \(store) 1"], "\(screen)")
        }
    } }

    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/zsh")))
    func zshDescribesEachSavedIDByItsTicket() async throws { try await offThePool {
        let (one, broken) = try saveTickets()
        let session = try TmuxSession.running("zsh -f -i", for: lotto, columns: 200, rows: 40)
        let functions = (try script("zsh") as NSString).deletingLastPathComponent
        try session.typeLine(
            "cd \(try workingFolder()); PATH=\(Self.binaries):$PATH; PS1='%% '; fpath=(\(functions) $fpath); "
                + "autoload -Uz compinit; compinit -u -D; echo re\"\"ady")
        try session.waitFor("ready")
        // One space between words: zsh pads the ids to a column.
        func shown(_ line: String) throws -> String {
            try complete(session, line).split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
                .joined(separator: "\n")
        }
        let ids = try shown("lotto delete ")
        #expect(ids.contains("\n1 -- 1 2 3 4 5 6 draw 2026-11-28\n2 -- 2 3 4 5 6 7 draw 2026-11-28\n"), "\(ids)")
        #expect(ids.contains("\n12 -- 12 13 14 15 16 17 draw 2026-11-28") && !ids.contains("\n5 --"))
        #expect(try shown("lotto claim ").contains("\n5 -- 5 6 7 8 9 10 draw 2026-11-28 (deleted)\n"))
        #expect(try line(session, "lotto delete --store \(one) ") == "% lotto delete --store \(one) 1")
        for store in broken {
            let screen = try complete(session, "lotto delete --store \(store) 1")
            #expect(screen.split(separator: "\n").map(String.init) == ["% lotto delete --store \(store) 1"], "\(screen)")
        }
    } }

    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/fish")))
    func fishDescribesEachSavedIDByItsTicket() async throws { try await offThePool {
        let (one, broken) = try saveTickets()
        let expected = (1...12).filter { $0 != 5 }.map { id in
            "\(id)\t" + (id..<id + 6).map(String.init).joined(separator: " ") + " draw 2026-11-28"
        }
        #expect(try fish("lotto delete ") == expected)
        #expect(try fish("lotto backtest 1") == expected.filter { $0.hasPrefix("1") })
        #expect(try fish("lotto claim 5") == ["5\t5 6 7 8 9 10 draw 2026-11-28 (deleted)"])
        let folder = try workingFolder()
        #expect(try fish("lotto delete --store=\(folder)/\(one) ") == ["1\t1 2 3 4 5 6 draw 2026-11-28"])
        for store in broken {
            #expect(try fish("lotto delete --store \(folder)/\(store) ").isEmpty, "\(store)")
        }
    } }
}
