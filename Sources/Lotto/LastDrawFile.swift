#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers the last ticket `lotto new` drew, so that a later `lotto save` with no arguments
/// saves exactly that ticket (the original app saved "the numbers on screen").
///
/// The file holds the game and the ticket as text, e.g. `kr645 3 11 19 27 38 42` (a line of
/// numbers alone is `kr645`), and is replaced atomically: a crash leaves either the old draw or
/// the new one, never half of one.
public struct LastDrawFile: Sendable {
    /// Where the last draw is kept.
    public let path: String

    /// The last draw kept at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Replaces the remembered draw with `ticket`.
    ///
    /// Unlike the store, this file is not `fsync`ed: it is a convenience that `lotto new`
    /// rewrites on every run, and two syncs would double the time of the whole command. The
    /// rename keeps it whole; after a power cut it may hold the draw before, or be empty, which
    /// ``recall()`` reports as damaged.
    ///
    /// Concurrent `lotto new`s take turns on `<path>.lock` and share one temporary file, so a
    /// killed process leaves at most that one file behind, which the next run reuses.
    public func remember(_ ticket: LottoTicket, game: LottoGame = .korean645) throws(StoreError) {
        let temporaryPath = "\(path).tmp"
        var bytes = Array("\(game.id) ".utf8)
        ticket.appendText(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        let lock = try takeLock()
        do {
            let file = try openCreatingFolder(temporaryPath, flags: O_WRONLY | O_CREAT | O_TRUNC)
            try file.writeAll(bytes)
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
        withExtendedLifetime(lock) {}
    }

    private func takeLock() throws(StoreError) -> OpenFile {
        let lockPath = "\(path).lock"
        let lock: OpenFile
        let taken: Bool
        do {
            lock = try openCreatingFolder(lockPath, flags: O_RDWR | O_CREAT)
            taken = try lock.lock(exclusive: true, timeout: 10)
        } catch {
            throw .cannotCreate(path: lockPath, reason: error.message)
        }
        guard taken else { throw .locked(path: path, seconds: 10) }
        return lock
    }

    /// Opens a file, making its folder only when it is missing (the rare case).
    private func openCreatingFolder(_ path: String, flags: Int32) throws(Errno) -> OpenFile {
        do {
            return try OpenFile(path: path, flags: flags)
        } catch  where error.code == ENOENT {
            try FileSystem.makeDirectories(FileSystem.directory(of: path))
            return try OpenFile(path: path, flags: flags)
        }
    }

    /// The remembered draw and its game, or `nil` if nothing was drawn yet.
    public func recall() throws(StoreError) -> (game: LottoGame, ticket: LottoTicket)? {
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
        var line = text.dropLast()
        var game = LottoGame.korean645
        if let firstWord = line.split(separator: " ").first, let named = LottoGame.named(String(firstWord)) {
            game = named
            line = line.dropFirst(firstWord.count)
        }
        do {
            return (game, try LottoTicket(parsing: line, game: game))
        } catch {
            throw .unreadable(path: path, line: 1, reason: error.description)
        }
    }
}
