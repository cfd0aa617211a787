import Foundation
import Testing

/// The shape the code keeps (issue 49): files a reader takes in whole, an application layer of
/// small types given their clock, files and transport, and a public surface that is the
/// library's real API, not everything the executable uses.
@Suite struct SourceShapeTests {
    static let root = DocumentedExamplesTests.root

    /// Each Swift file under `folder` (relative to the package's root), with its path from the
    /// root and its text.
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let entries = try #require(FileManager.default.enumerator(atPath: base.path))
        return try entries.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
            ("\(folder)/\($0)", try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8))
        }
    }

    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    /// The lines that declare something `public`, attributes (`@inlinable`) before it or not.
    static func publicDeclarations(in text: String) -> Int {
        text.split(separator: "\n").count { line in
            var words = line.split(separator: " ")[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            return words.first == "public"
        }
    }

    /// A parameter of the application layer's clock, files or transport with a default value
    /// (`clock: @escaping () -> Timestamp = Timestamp.now`): the composition root must name each.
    static func defaultedEffects(in text: String) -> [String] {
        let names = ["clock", "saver", "lastDraw", "drawHistory", "transport", "client", "context"]
        return text.split(separator: "\n").compactMap { line -> String? in
            // A function type's arrow is not a bracket.
            let code = (line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .replacingOccurrences(of: "->", with: "→")
            for name in names {
                guard let range = code.range(of: "\(name): ") else { continue }
                // A parameter's type, then ` = ` before the next parameter or the list's end.
                var depth = 0
                let type = code[range.upperBound...].prefix { character in
                    if "([<".contains(character) { depth += 1 }
                    if ")]>".contains(character) { depth -= 1 }
                    return depth >= 0 && !(depth == 0 && character == ",")
                }
                if type.contains(" = "), !code.contains("let \(name)"), !code.contains("var \(name)") {
                    return String(line.trimmingCharacters(in: .whitespaces))
                }
            }
            return nil
        }
    }

    @Test func noSourceOrTestFileIsOver300Lines() throws {
        let files = try Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
        #expect(files.count > 200)
        for file in files where Self.lineCount(file.text) > 300 {
            Issue.record("\(file.path) has \(Self.lineCount(file.text)) lines, more than 300")
        }
    }

    @Test func lottosPublicSurfaceIsAtMost400Declarations() throws {
        let count = try Self.swiftFiles(under: "Sources/Lotto").map { Self.publicDeclarations(in: $0.text) }
            .reduce(0, +)
        #expect(count > 50, "the library keeps a public API")
        #expect(count <= 400, "Sources/Lotto declares \(count) public declarations")
    }

    /// A type of the application layer (the domain's action creators and stores, the
    /// executable's composition root), with every extension in its `Type+Role.swift` files, is
    /// at most 400 lines.
    @Test func noApplicationTypeIsOver400Lines() throws {
        let files = try Self.swiftFiles(under: "Sources/Lotto/Application") + Self.swiftFiles(under: "Sources/lotto/App")
        var lines: [String: Int] = [:]
        for file in files {
            let name = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
            let type = String(name.split(separator: "+").first ?? "")
            lines[type, default: 0] += Self.lineCount(file.text)
        }
        #expect(lines.count > 20)
        for (type, count) in lines.sorted(by: { $0.key < $1.key }) where count > 400 {
            Issue.record("\(type) spans \(count) lines of the application layer, more than 400")
        }
    }

    @Test func theApplicationLayersClockFilesAndTransportHaveNoDefaults() throws {
        let files = try Self.swiftFiles(under: "Sources/Lotto/Application") + Self.swiftFiles(under: "Sources/Lotto/Network")
        for file in files {
            for line in Self.defaultedEffects(in: file.text) {
                Issue.record("\(file.path): a default the composition root should give: \(line)")
            }
        }
    }

    /// The scans above find what they look for, so that a pass means something.
    @Test func theScansFindWhatTheyLookFor() {
        #expect(Self.publicDeclarations(in: "public struct A {\n    @inlinable public func b() {}\n    package let c = 1\n}") == 2)
        #expect(Self.lineCount("a\nb\n") == 2)
        #expect(
            Self.defaultedEffects(in: "    init(dispatcher: D, clock: @escaping () -> Timestamp = Timestamp.now) {")
                .count == 1)
        #expect(Self.defaultedEffects(in: "    let clock: () -> Timestamp\n    init(clock: @escaping () -> Timestamp) {").isEmpty)
    }
}
