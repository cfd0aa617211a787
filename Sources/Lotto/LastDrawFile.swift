#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembers the last ticket `lotto new` drew, so that a later `lotto save` with no arguments
/// saves exactly that ticket (the original app saved "the numbers on screen").
///
/// The file holds the ticket as text, e.g. `3 11 19 27 38 42`, and is replaced atomically:
/// a crash leaves either the old draw or the new one, never half of one.
public struct LastDrawFile: Sendable {
    /// Where the last draw is kept.
    public let path: String

    /// The last draw kept at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Replaces the remembered draw with `ticket`.
    public func remember(_ ticket: LottoTicket) throws(StoreError) {
        let directory = FileSystem.directory(of: path)
        do {
            try FileSystem.makeDirectories(directory)
        } catch {
            throw .cannotCreate(path: directory, reason: error.message)
        }
        let temporaryPath = "\(path).tmp-\(getpid())"
        var bytes: [UInt8] = []
        ticket.appendText(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        do {
            let file = try OpenFile(path: temporaryPath, flags: O_WRONLY | O_CREAT | O_TRUNC)
            try file.writeAll(bytes)
            try file.synchronize()
        } catch {
            unlink(temporaryPath)
            throw error.code == ENOSPC || error.code == EIO
                ? .inputOutput(path: temporaryPath, reason: error.message)
                : .cannotCreate(path: temporaryPath, reason: error.message)
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = Errno.current
            unlink(temporaryPath)
            throw .cannotCreate(path: path, reason: error.message)
        }
        // The new draw is in place; a failed folder sync only weakens its survival of a power cut.
        try? FileSystem.synchronizeDirectory(directory)
    }

    /// The remembered draw, or `nil` if nothing was drawn yet.
    public func recall() throws(StoreError) -> LottoTicket? {
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch {
            if error.code == ENOENT { return nil }
            throw .inputOutput(path: path, reason: error.message)
        }
        let text: String
        do {
            text = String(decoding: try file.read(count: 512, at: 0), as: UTF8.self)
        } catch {
            throw .inputOutput(path: path, reason: error.message)
        }
        guard text.hasSuffix("\n"), text.utf8.filter({ $0 == UInt8(ascii: "\n") }).count == 1 else {
            throw .unreadable(path: path, line: 1, reason: "expected one ticket on one line")
        }
        do {
            return try LottoTicket(parsing: text.dropLast())
        } catch {
            throw .unreadable(path: path, line: 1, reason: error.description)
        }
    }
}
