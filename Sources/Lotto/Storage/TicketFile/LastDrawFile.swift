import Platform

/// Remembers the last draw, so that saving "the last draw" saves exactly its tickets, for the
/// draw they were drawn for.
///
/// The file holds a line that names the draw, `draw kr645 5 2026-11-28` (its game, its count,
/// and the date of the draw its tickets are for, or `-`); for a wheel, a line of how it was
/// asked for, `wheel 3if4 0 3 7 12 19 24 31 38 42 45` (its guarantee, its seed, its numbers,
/// then `+` and the separate drum's picks, if any); then its tickets, one a line, as
/// `lotto new` prints them (none for a draw of more than ``RememberedDraw/mostTickets``). The
/// last line is padded with spaces before its newline, so that the file is at least
/// ``paddedSize`` bytes. A file an earlier lotto wrote, one line of a game and a ticket
/// (`kr645 3 11 19 27 38 42`, or numbers alone for `kr645`), is read as a draw of that ticket;
/// a draw's file is still what an earlier lotto wrote, and only a wheel's has the line it
/// could not read.
/// Like the ticket file, it is resolved to its real file first, and guarded by the same kind
/// of lock: exclusive to change it, shared to read it.
///
/// Every draw rewrites it, so the rewrite is made cheap. The file is made, or replaced when
/// a draw does not fit in it, by a temporary file renamed over it (see ``FileReplacement``).
/// After that each draw, padded to the file's size, is written over the old one in one
/// `pwrite` under the exclusive lock, so that no reader sees half of it. Replacing a file that
/// holds data makes the file system free its blocks, which costs more than the rest of a run as
/// short as `lotto new`'s.
package struct LastDrawFile: Sendable {
    /// Where the last draw is kept, as given.
    package let path: FilePath
    /// How long to wait for another process's lock before giving up, in seconds.
    let lockTimeout: Double

    /// The size a new file is padded to: a draw of one or two tickets of every known game fits,
    /// so that the draws after the first are written in place.
    static let paddedSize = 128
    /// The most ``recall()`` reads: a larger file is not a last draw, and is replaced whole.
    /// The kept tickets of the widest game fit.
    static let largestSize = 64 * 1024

    /// The last draw kept at `path`.
    package init(path: FilePath, lockTimeout: Double = 10) {
        self.path = path
        self.lockTimeout = lockTimeout
    }

    /// Replaces the remembered draw with one of `ticket` alone, for no known draw.
    package func remember(_ ticket: LottoTicket, game: LottoGame = .korean645) throws(StoreError) {
        try remember(RememberedDraw(game: game, count: 1, tickets: [ticket], draw: nil))
    }

    /// Replaces the remembered draw with `draw`.
    ///
    /// Unlike the store, this file is not `fsync`ed: it is a convenience rewritten on every
    /// draw, and two syncs would double the time of the whole command. After a power cut it
    /// may hold the draw before, or be empty, which ``recall()`` reports as damaged.
    package func remember(_ draw: RememberedDraw) throws(StoreError) {
        var line = Array("draw \(draw.game.id.rawValue) \(draw.count) ".utf8)
        if let date = draw.draw?.date { date.appendISO8601(to: &line) } else { line.append(UInt8(ascii: "-")) }
        if let wheel = draw.wheel {
            line.append(contentsOf: "\n\(Self.wheelPrefix) \(wheel.guarantee) \(wheel.seed) ".utf8)
            line.append(contentsOf: wheel.numbers.map(String.init).joined(separator: " ").utf8)
            if !wheel.extra.isEmpty {
                line.append(contentsOf: " + \(wheel.extra.map(String.init).joined(separator: " "))".utf8)
            }
        }
        for ticket in draw.tickets {
            line.append(UInt8(ascii: "\n"))
            ticket.appendText(to: &line)
        }
        let location: ResolvedPath
        let made: [FilePath]
        do {
            (location, made) = try ResolvedPath.resolveMakingFolder(path)
        } catch {
            throw StoreError(error, given: path, purpose: .creating)
        }
        do {
            try replace(location, with: line)
        } catch {
            Folder.remove(made)
            throw error
        }
    }

    /// `line` and its newline, padded with spaces before the newline to `size` bytes.
    static func record(_ line: [UInt8], size: Int) -> [UInt8] {
        var record = line
        record.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(0, size - 1 - line.count)))
        record.append(UInt8(ascii: "\n"))
        return record
    }

    private func replace(_ location: ResolvedPath, with line: [UInt8]) throws(StoreError) {
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
        defer { withExtendedLifetime(lock) {} }
        if location.status != nil, try rewriteInPlace(location.real, with: line) { return }
        let replacement: FileReplacement
        do {
            replacement = try FileReplacement(replacing: location.real)
            if let status = location.status { try replacement.keep(status) }
        } catch {
            throw .cannotCreate(path: location.sideFile(".tmp"), reason: error.description)
        }
        do {
            try replacement.write(Self.record(line, size: max(Self.paddedSize, line.count + 1)))
        } catch {
            throw .inputOutput(path: replacement.temporaryPath, reason: error.description)
        }
        do {
            try replacement.commit(synchronizing: false)
        } catch {
            throw .cannotCreate(path: path, reason: error.description)
        }
    }

    /// Writes `line` over the file at `real` in one `pwrite`, padded to the file's size, if
    /// the file is one a draw wrote: a regular file with no other name, of at most
    /// ``largestSize`` bytes, that the line fits in with its newline.
    ///
    /// - Returns: `false` if it is not one, or cannot be opened for writing (a read-only file
    ///   in a folder lotto may write): then it is replaced whole.
    /// - Throws: if the write fails. A write within the file's length takes no new blocks, so
    ///   a full disk does not fail it; an I/O error may leave a file ``recall()`` reports as
    ///   damaged.
    private func rewriteInPlace(_ real: FilePath, with line: [UInt8]) throws(StoreError) -> Bool {
        guard let opened = try? FileDescriptor.openRegularFileAndStatus(real, .writeOnly) else { return false }
        let (file, status) = opened
        guard status.linkCount == 1, status.size <= Self.largestSize, line.count < status.size else { return false }
        do {
            try file.write(Self.record(line, size: status.size), at: 0)
        } catch {
            throw .inputOutput(path: path, reason: error.description)
        }
        return true
    }

    /// The remembered draw, or `nil` if nothing was drawn yet.
    package func recall() throws(StoreError) -> RememberedDraw? {
        let location: ResolvedPath
        do {
            location = try ResolvedPath.resolve(path)
        } catch .folderMissing {
            return nil
        } catch {
            throw StoreError(error, given: path, purpose: .reading)
        }
        guard let status = location.status else { return nil }
        // Shared, so that a draw's rewrite in place is never read half done. Something not a
        // file (a FIFO) is refused below, with no lock file made beside it.
        let lock = status.kind == .regular ? try readLock(location) : nil
        defer { withExtendedLifetime(lock) {} }
        let file: FileDescriptor
        do {
            file = try FileDescriptor.openRegularFile(location.real, .readOnly)
        } catch .system(let error) where error == .noSuchFile {
            return nil
        } catch {
            throw StoreError(error, path: path, purpose: .reading)
        }
        let bytes: [UInt8]
        do {
            bytes = try file.read(count: Self.largestSize, at: 0)
        } catch {
            throw .inputOutput(path: path, reason: error.description)
        }
        guard bytes.last == UInt8(ascii: "\n"), bytes.count < Self.largestSize else {
            throw .unreadable(path: path, line: 1, reason: "not a draw lotto remembered")
        }
        do throws(LastDrawError) {
            return try Self.draw(in: bytes.dropLast())
        } catch {
            throw .unreadable(path: path, line: error.line, reason: error.reason)
        }
    }

    private struct LastDrawError: Error {
        let line: Int
        let reason: String
    }

    /// The draw the file's bytes (without the last newline) hold.
    private static func draw(in bytes: ArraySlice<UInt8>) throws(LastDrawError) -> RememberedDraw {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let first = lines[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard first.first == "draw" else {
            // An earlier lotto's file: a game's id first, or numbers alone (kr645).
            guard lines.count == 1 else { throw LastDrawError(line: 2, reason: "expected one ticket on one line") }
            var game = LottoGame.korean645
            var numbers = lines[0][...]
            if let word = first.first, let named = LottoGame.named(String(word)) {
                game = named
                numbers = lines[0][word.endIndex...]
            }
            do {
                let ticket = try LottoTicket(parsing: numbers, game: game)
                return RememberedDraw(game: game, count: 1, tickets: [ticket], draw: nil)
            } catch {
                throw LastDrawError(line: 1, reason: error.description)
            }
        }
        guard first.count == 4, let game = LottoGame.named(String(first[1])),
            let count = WholeNumber.parse(first[2]), count >= 1
        else {
            throw LastDrawError(line: 1, reason: "expected 'draw', a game, a count and a date, got \(lines[0].quoted)")
        }
        var draw: TicketDraw?
        if first[3] != "-" {
            guard let date = CivilDate(first[3]) else {
                throw LastDrawError(line: 1, reason: "\(String(first[3]).quoted) is not a date like 2026-11-28")
            }
            draw = TicketDraw(date: date, round: DrawSchedule.of(game.id)?.round(on: date))
        }
        var ticketLines = lines.dropFirst()
        var wheel: WheelRequest?
        if let second = ticketLines.first, second.hasPrefix(Self.wheelPrefix) {
            wheel = try Self.wheel(in: second)
            ticketLines = ticketLines.dropFirst()
        }
        let expected = count <= RememberedDraw.mostTickets ? count : 0
        guard ticketLines.count == expected else {
            throw LastDrawError(line: 1, reason: "a draw of \(count) with \(ticketLines.count) tickets kept")
        }
        var tickets: [LottoTicket] = []
        // Drawn by the rules of the draw they are for, which may have changed since.
        let rules = draw.flatMap { game.asPlayed(on: $0.date) } ?? game
        for (index, line) in zip((ticketLines.startIndex + 1)..., ticketLines) {
            do {
                tickets.append(try LottoTicket(parsing: line[...], game: rules))
            } catch {
                throw LastDrawError(line: index, reason: error.description)
            }
        }
        return RememberedDraw(game: game, count: count, tickets: tickets, draw: draw, wheel: wheel)
    }

    /// The word that begins the line of a wheel's request.
    private static let wheelPrefix = "wheel"

    /// The request of `line`, the file's second: `wheel 3if4 0 3 7 12 19 24 31 38 42 45`, and
    /// `+ 1 2` for the separate drum's picks.
    private static func wheel(in line: String) throws(LastDrawError) -> WheelRequest {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let numbers = words.dropFirst(3).prefix { $0 != "+" }.map { WholeNumber.parse($0) }
        let extra = words.dropFirst(3 + numbers.count + 1).map { WholeNumber.parse($0) }
        guard words.first == Substring(wheelPrefix), words.count >= 4, let guarantee = WheelGuarantee(String(words[1])),
            let seed = WholeNumber.parse(words[2], as: UInt64.self), !numbers.contains(nil), !extra.contains(nil)
        else {
            throw LastDrawError(
                line: 2, reason: "expected 'wheel', a guarantee, a seed and the numbers, got \(line.quoted)")
        }
        return WheelRequest(
            numbers: numbers.compactMap { $0 }, guarantee: guarantee, extra: extra.compactMap { $0 }, seed: seed)
    }

    /// The shared lock for reading, or `nil` where this user may not make or open the lock
    /// file (a read-only disk, someone else's folder), and so cannot be drawing there either.
    private func readLock(_ location: ResolvedPath) throws(StoreError) -> FileLock? {
        let lockPath = location.sideFile(".lock")
        let lock: FileLock?
        do {
            lock = try FileLock(at: lockPath, .shared, timeout: lockTimeout, ownerOfNewFile: location.status)
        } catch .system(let error) where error.forbidsWriting {
            return nil
        } catch {
            throw StoreError(error, path: lockPath, purpose: .reading)
        }
        guard let lock else { throw .locked(path: path, seconds: lockTimeout) }
        return lock
    }
}
