import Platform

/// A store's torn last line (a save killed mid-write), copied to the side file `<store>.torn`
/// before the change that drops it from the store, so that no byte a user had is ever lost.
///
/// The copy is appended after any lines set aside before, with a newline, and synced. If the
/// change then fails, ``undo()`` takes the copy back out of the side file (and
/// ``restore(into:at:)`` puts the line back into the store), so that a failed command leaves
/// both files as they were.
struct TornLineCopy {
    let path: FilePath
    /// The store line the torn bytes began, for messages.
    let lineNumber: Int
    let byteCount: Int
    private let file: FileDescriptor
    /// Where the copy starts in the side file: its size before.
    private let start: Int
    private let createdFile: Bool

    /// Copies `store`'s torn last line, the bytes of `torn`, to its side file.
    init(_ torn: Range<Int>, of store: JSONLinesFile) throws(StoreError) {
        path = store.tornLinesPath
        lineNumber = try store.lineNumber(at: torn.lowerBound)
        byteCount = torn.count
        do {
            // O_EXCL first, to know whether this command made the file (and so removes it on undo).
            do {
                file = try FileDescriptor.openRegularFile(path, [.readWrite, .create, .exclusive])
                createdFile = true
                if store.status.owner != SystemCall.effectiveUserID {
                    try? file.takeOwnershipAndPermissions(of: store.status)
                }
            } catch .system(let error) where error == .fileExists {
                file = try FileDescriptor.openRegularFile(path, .readWrite)
                createdFile = false
            }
        } catch {
            throw StoreError(error, path: path, purpose: .creating)
        }
        do {
            start = try file.status().size
        } catch {
            throw .inputOutput(path: path, reason: error.description)
        }
        do {
            try store.file.copy(torn, to: file, at: start)
            try file.write([UInt8(ascii: "\n")], at: start + torn.count)
            try file.synchronize()
        } catch {
            undo()
            throw .inputOutput(path: path, reason: error.description)
        }
    }

    /// Puts the torn bytes back into the store at `offset` (where they were).
    func restore(into store: FileDescriptor, at offset: Int) throws(Errno) {
        try file.copy(start..<start + byteCount, to: store, at: offset)
    }

    /// Takes the copy back out of the side file.
    func undo() {
        if createdFile {
            try? SystemCall.unlink(path)
        } else {
            try? file.truncate(to: start)
        }
    }
}
