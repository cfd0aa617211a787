import Foundation
import Testing

/// Every seeded example in the README and docs/ (`$ lotto ... --seed ...` in a code block) is
/// run, each in a sandbox of its own, and must print exactly the lines shown under it.
@Suite struct DocumentedExamplesTests {
    struct Example: CustomTestStringConvertible {
        let file: String
        let line: Int
        let command: String
        let output: [String]
        var testDescription: String { "\(file):\(line) \(command)" }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README and every page of docs/.
    static let files: [String] = {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// Each `$ lotto` line with `--seed`, and the lines under it up to the next `$` line or the
    /// end of its code block.
    static let examples: [Example] = files.flatMap { file -> [Example] in
        let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " })
        }
        var examples: [Example] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("$ lotto ") && line.contains("--seed") {
            let output = lines[(index + 1)...].prefix { !$0.hasPrefix("$ ") && !$0.hasPrefix("```") }
            examples.append(
                Example(file: file, line: index + 1, command: String(line.dropFirst(2)), output: Array(output)))
        }
        return examples
    }

    /// docs/architecture.md's tree names every folder of Sources/ at its place (`Wheel/` under
    /// `Model/` under `Lotto/`, as ``ArchitectureMap`` reads it), and every file or folder it
    /// names (`Sources/Lotto/Application/ActionContext.swift`) is there: a folder added, moved
    /// or removed fails here until the map says so.
    @Test func theArchitectureMapMatchesTheSources() throws {
        let map = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let sources = Self.root.appendingPathComponent("Sources")
        let folders = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap {
            entry -> String? in
            guard let path = entry as? String else { return nil }
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: sources.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && isFolder.boolValue ? path : nil
        }
        #expect(folders.count > 20)
        let tree = ArchitectureMap(map)
        for folder in tree.unmapped(folders) {
            Issue.record("docs/architecture.md's tree does not name Sources/\(folder)/ at its place")
        }
        for path in tree.paths.sorted() {
            let exists = FileManager.default.fileExists(atPath: sources.appendingPathComponent(path).path)
            #expect(exists, "docs/architecture.md's tree names Sources/\(path), which is not there")
        }
        let named = map.split(whereSeparator: { " `(),\n".contains($0) }).filter { $0.hasPrefix("Sources/") }
        #expect(named.count > 10)
        for path in named {
            let trimmed = String(path.hasSuffix(".") ? path.dropLast() : path[...])
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(trimmed).path)
            #expect(exists, "docs/architecture.md names \(trimmed), which is not there")
        }
    }

    /// The README is read in minutes: reference lives in docs/. (330 lines: the tour ends with
    /// a timer that runs lotto after every draw.)
    @Test func theReadmeIsShort() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 330)
        for page in ["commands", "files", "randomness", "architecture"] {
            #expect(text.contains("(docs/\(page).md)"), "the README links docs/\(page).md")
        }
    }

    @Test func theDocumentsHaveSeededExamples() {
        #expect(Self.files.contains("docs/commands.md") && Self.files.contains("docs/randomness.md"))
        #expect(Self.examples.count >= 4, "\(Self.examples.map(\.command))")
    }

    @Test(arguments: examples)
    func eachPrintsWhatItShows(example: Example) throws {
        let lotto = LottoExecutable()
        let folder = LottoExecutable.binary.deletingLastPathComponent().path
        lotto.environment["PATH"] = folder + ":" + (lotto.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try lotto.shell(example.command)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == example.output)
    }
}
