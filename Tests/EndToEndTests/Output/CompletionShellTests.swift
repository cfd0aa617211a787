import Foundation
import TestSupport
import Testing

/// Each shell's own completion machinery, driven as a user drives it: bash and zsh in a real
/// terminal (tmux), typing a line and Tab; fish through `complete -C`, which is what its Tab
/// runs. `.ci/run` installs the shells and tmux: in CI a missing one fails these tests.
@Suite(.serialized, .enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct CompletionShellTests {
    private let lotto = LottoExecutable()

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
        try session.typeLine("cd \(try workingFolder()); source \(try script("bash")); PS1='$ '; echo re\"\"ady")
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
            "cd \(try workingFolder()); PS1='%% '; fpath=(\(functions) $fpath); autoload -Uz compinit; "
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
        let result = try lotto.shell("fish --no-config -c 'source \(try script("fish")); complete -C \"\(line)\"'")
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
}
