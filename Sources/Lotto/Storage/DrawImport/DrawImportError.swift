/// Why a file's draws cannot be imported: the first bad record, where it is, and what is wrong
/// with it. Nothing is imported then.
package struct DrawImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure: it decides the exit code.
    package enum Kind: Equatable, Sendable {
        /// A record that is not a valid draw, or text that is not a layout lotto reads.
        case badRecord
        /// A file that holds no draw at all.
        case empty
        /// A file too large to be draw results.
        case tooLarge
    }

    package let kind: Kind
    /// The file and line.
    package let source: DrawSource
    package let reason: String

    init(_ kind: Kind = .badRecord, at source: DrawSource, _ reason: String) {
        self.kind = kind
        self.source = source
        self.reason = reason
    }

    /// `draws.csv:12: 46 is out of range (1-45)`; `draws.csv: no draws in it` for the whole file.
    package var description: String {
        kind == .badRecord ? "\(source): \(reason)" : "\(source.name): \(reason)"
    }
}
