import Foundation

/// docs/architecture.md's tree of Sources/, read as whole paths: each entry's path is its
/// parent's (the nearest entry above it indented less) followed by its name, so that a folder
/// is mapped only where the tree puts it, not wherever a folder of the same name is.
struct ArchitectureMap {
    /// Every folder (`Lotto/Model/Time`) and file (`Platform/SystemCall.swift`) the tree names,
    /// relative to Sources/.
    let paths: Set<String>

    /// Reads the tree in `text`: the lines after one that is `Sources/` alone, up to the end of
    /// its code block. An entry is a name ending in `/` (or `.swift`) at the start of its line;
    /// several may share a line, separated by commas (`Time/, Machine/, Math/`). The rest of a
    /// line, and a line that starts with no such name, describes.
    init(_ text: String) {
        var paths: Set<String> = []
        var parents: [(indent: Int, path: String)] = []
        var inTree = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inTree {
                inTree = line == "Sources/"
                continue
            }
            if line.hasPrefix("```") { break }
            let indent = line.prefix { $0 == " " }.count
            let names = Self.names(beginning: line.dropFirst(indent))
            guard !names.isEmpty else { continue }
            while let last = parents.last, last.indent >= indent { parents.removeLast() }
            let parent = parents.last.map { $0.path + "/" } ?? ""
            for name in names {
                let path = parent + (name.hasSuffix("/") ? String(name.dropLast()) : name)
                paths.insert(path)
                if name.hasSuffix("/") { parents.append((indent, path)) }
            }
        }
        self.paths = paths
    }

    /// The names a line of the tree begins with, or none if it begins with a description.
    private static func names(beginning line: Substring) -> [String] {
        // The names end where two spaces in a row, or the line, do.
        let column = line.range(of: "  ").map { line[..<$0.lowerBound] } ?? line
        let names = column.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        let isEntry = { (name: String) in
            (name.hasSuffix("/") || name.hasSuffix(".swift")) && !name.contains(" ")
        }
        return !names.isEmpty && names.allSatisfy(isEntry) ? names : []
    }

    /// The folders of `folders` (relative to Sources/) the tree does not name at their place.
    func unmapped(_ folders: [String]) -> [String] {
        folders.filter { !paths.contains($0) }.sorted()
    }
}
