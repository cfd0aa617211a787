import Platform

/// The whole content of a file a user names to be read (`lotto draws import FILE`): a regular
/// file, or a pipe (`<(curl …)`), followed through links, read to its end.
enum FileContents {
    /// Why the file could not be read.
    enum ReadError: Error, Equatable {
        case system(Errno)
        /// A folder.
        case isAFolder
        /// More than the limit: read no further.
        case tooLarge
    }

    /// Reads the file at `path`, refusing it once it holds more than `limit` bytes.
    static func read(_ path: FilePath, limit: Int) throws(ReadError) -> [UInt8] {
        let file: FileDescriptor
        let kind: FileStatus.Kind
        do {
            file = try FileDescriptor(opening: path, .readOnly)
            kind = try file.status().kind
        } catch {
            throw .system(error)
        }
        guard kind != .directory else { throw .isAFolder }
        var bytes: [UInt8] = []
        try SystemCall.forEachBlock(of: file.rawValue, readFailure: ReadError.system) { (block) throws(ReadError) in
            bytes.append(contentsOf: block)
            return bytes.count <= limit
        }
        guard bytes.count <= limit else { throw .tooLarge }
        return bytes
    }
}
