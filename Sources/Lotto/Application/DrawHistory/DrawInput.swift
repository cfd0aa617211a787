import Platform

/// Where draws to import come from.
package enum DrawInput: Sendable {
    /// A file the user named.
    case file(FilePath)
    /// Bytes already read, from standard input.
    case standardInput([UInt8])
}
