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
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { block.deallocate() }
        while true {
            let got: Int
            do {
                got = try SystemCall.read(file.rawValue, into: block)
            } catch {
                throw .system(error)
            }
            guard got > 0 else { return bytes }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: block[..<got]))
            guard bytes.count <= limit else { throw .tooLarge }
        }
    }
}
