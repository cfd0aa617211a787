#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers the last ticket drawn, so that saving "the last draw" saves exactly that ticket
/// (the original app saved "the numbers on screen").
///
/// The file holds the game and the ticket as text, e.g. `kr645 3 11 19 27 38 42` (a line of
/// numbers alone is `kr645`), and is replaced atomically (see ``FileReplacement``): a crash
/// leaves either the old draw or the new one, never half of one. Like the ticket file, it is
/// resolved to its real file first, and guarded by the same kind of lock.
public struct LastDrawFile: Sendable {
    /// Where the last draw is kept, as given.
    public let path: FilePath
    /// How long to wait for another process's lock before giving up, in seconds.
    let lockTimeout: Double

    /// The last draw kept at `path`.
    public init(path: FilePath, lockTimeout: Double = 10) {
        self.path = path
        self.lockTimeout = lockTimeout
    }

    /// Replaces the remembered draw with `ticket`.
    ///
    /// Unlike the store, this file is not `fsync`ed: it is a convenience rewritten on every
    /// draw, and two syncs would double the time of the whole command. The rename keeps it
    /// whole; after a power cut it may hold the draw before, or be empty, which ``recall()``
    /// reports as damaged.
    public func remember(_ ticket: LottoTicket, game: LottoGame = .korean645) throws(StoreError) {
        var bytes = Array("\(game.id.rawValue) ".utf8)
        ticket.appendText(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        let location: ResolvedPath
        let made: [FilePath]
        do {
            (location, made) = try ResolvedPath.resolveMakingFolder(path)
        } catch {
            throw StoreError(error, given: path, purpose: .creating)
        }
        do {
            try replace(location, with: bytes)
        } catch {
            Folder.remove(made)
            throw error
        }
    }

    private func replace(_ location: ResolvedPath, with bytes: [UInt8]) throws(StoreError) {
        if let kind = location.status?.kind, kind != .regular {
            throw .notAFile(path: path, kind: kind.description)
        }
        let lockPath = location.sideFile(".lock")
        let lock: FileLock?
        do {
            lock = try FileLock(at: lockPath, .exclusive, timeout: lockTimeout, ownerOfNewFile: location.status)
        } catch {
            throw StoreError(error, path: lockPath, purpose: .creating)
        }
        guard lock != nil else { throw .locked(path: path, seconds: lockTimeout) }
        let replacement: FileReplacement
        do {
            replacement = try FileReplacement(replacing: location.real)
            if let status = location.status { try replacement.keep(status) }
        } catch {
            throw .cannotCreate(path: location.sideFile(".tmp"), reason: error.description)
        }
        do {
            try replacement.write(bytes)
        } catch {
            throw .inputOutput(path: replacement.temporaryPath, reason: error.description)
        }
        do {
            try replacement.commit(synchronizing: false)
        } catch {
            throw .cannotCreate(path: path, reason: error.description)
        }
        withExtendedLifetime(lock) {}
    }

    /// The remembered draw and its game, or `nil` if nothing was drawn yet.
    public func recall() throws(StoreError) -> (game: LottoGame, ticket: LottoTicket)? {
        let location: ResolvedPath
        do {
            location = try ResolvedPath.resolve(path)
        } catch .folderMissing {
            return nil
        } catch {
            throw StoreError(error, given: path, purpose: .reading)
        }
        let file: FileDescriptor
        do {
            file = try FileDescriptor.openRegularFile(location.real, O_RDONLY)
        } catch .system(let error) where error == .noSuchFile {
            return nil
        } catch {
            throw StoreError(error, path: path, purpose: .reading)
        }
        let bytes: [UInt8]
        do {
            bytes = try file.read(count: 512, at: 0)
        } catch {
            throw .inputOutput(path: path, reason: error.description)
        }
        guard bytes.last == UInt8(ascii: "\n"), bytes.firstIndex(of: UInt8(ascii: "\n")) == bytes.count - 1 else {
            throw .unreadable(path: path, line: 1, reason: "expected one ticket on one line")
        }
        let line = String(decoding: bytes.dropLast(), as: UTF8.self)
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // A game's id first, or (as lotto wrote before it knew other games) numbers alone.
        var game = LottoGame.korean645
        var numbers = line[...]
        if let first = words.first, let named = LottoGame.named(String(first)) {
            game = named
            numbers = line[first.endIndex...]
        }
        do {
            return (game, try LottoTicket(parsing: numbers, game: game))
        } catch {
            throw .unreadable(path: path, line: 1, reason: error.description)
        }
    }
}
