import Platform

/// What reading or changing the store found and dealt with, without failing: worth telling.
package enum StoreWarning: Equatable, Sendable, CustomStringConvertible {
    /// A read skipped a last line cut short (`line`); a change would set it aside in `sideFile`.
    case tornLineSkipped(path: FilePath, line: Int, sideFile: FilePath)
    /// A change set aside a last line cut short (`line`, `byteCount` bytes) in `sideFile`.
    case tornLineSetAside(path: FilePath, line: Int, byteCount: Int, sideFile: FilePath)
    /// The file was written by a newer lotto: read as far as this version understands it.
    case newerFormat(path: FilePath, version: Int)

    package var description: String {
        switch self {
        case .tornLineSkipped(let path, let line, let sideFile):
            "\(path):\(line): skipped a line cut short by an interrupted write; "
                + "the next change sets it aside in \(sideFile)"
        case .tornLineSetAside(let path, let line, let byteCount, let sideFile):
            "\(path):\(line): set aside a line cut short by an interrupted write "
                + "(\(byteCount) bytes, now in \(sideFile))"
        case .newerFormat(let path, let version):
            "\(path) was written by a newer lotto (format version \(version)): "
                + "reading what this version understands; it cannot change it"
        }
    }
}
