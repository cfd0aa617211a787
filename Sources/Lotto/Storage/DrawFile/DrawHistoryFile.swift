import Platform

/// Keeps the recorded draws in a file (see ``DrawFileFormat``), with every guarantee of the
/// ticket file (see ``LottoNumberSaver``): one store for every name of it, a lock beside it,
/// a file that is not lotto's refused untouched, owner-only permissions for a new file.
///
/// - Reading takes the shared lock and reads the whole history: a few thousand draws.
/// - A change takes the exclusive lock, reads the history, and rewrites the whole file
///   atomically (a temporary file, synced, renamed over it, the folder synced; see
///   ``FileReplacement``), keeping its owner and permissions. A change that changes nothing
///   writes nothing, and creates no file.
package struct DrawHistoryFile: Sendable {
    let storeFile: JSONLinesStoreFile
    /// The history file, as given.
    package var path: FilePath { storeFile.path }

    /// - Parameters:
    ///   - lockTimeout: how long to wait for another process's lock, in seconds.
    ///   - warn: hears of what was set aside or skipped, e.g. a torn last line.
    package init(path: FilePath, lockTimeout: Double = 10, warn: @escaping @Sendable (StoreWarning) -> Void = { _ in }) {
        storeFile = JSONLinesStoreFile(path: path, format: DrawFileFormat.format, lockTimeout: lockTimeout, warn: warn)
    }

    /// Every recorded draw; none when there is no file yet.
    package func read() throws(StoreError) -> DrawHistory {
        guard
            let file = try storeFile.open(for: .read)
        else { return DrawHistory() }
        let history = try read(file)
        if let torn = file.tornRange {
            storeFile.warn(
                .tornLineSkipped(
                    path: path, line: try file.lineNumber(at: torn.lowerBound), sideFile: file.tornLinesPath))
        }
        return history
    }

    /// Records `incoming` in the history, all or nothing (see
    /// ``DrawHistory/merging(_:replacing:)``).
    ///
    /// - Returns: the history as it now is, and what was done.
    package func record(_ incoming: [SourcedDraw], replacing: Bool) throws -> (
        history: DrawHistory, summary: DrawMergeSummary
    ) {
        let result = try record(replacing: replacing) { _ in incoming }
        return (result.history, result.summary)
    }

    /// Records the draws `incoming` makes from the history as it is under the lock (a draw typed
    /// in takes the round after the last recorded one), all or nothing.
    ///
    /// - Returns: the history as it now is, what was done, and the draws recorded.
    package func record(replacing: Bool, _ incoming: (DrawHistory) throws -> [SourcedDraw]) throws -> (
        history: DrawHistory, summary: DrawMergeSummary, given: [SourcedDraw]
    ) {
        let opened: JSONLinesFile?
        do {
            opened = try storeFile.open(for: .change)
        } catch {
            switch error {
            case .cannotWrite, .cannotCreate:
                // A history this user cannot change (a read-only disk, another's file) may need
                // no change: draws all recorded already are kept, as anywhere else.
                let recorded = try read()
                let given = try incoming(recorded)
                let (history, summary) = try recorded.merging(given, replacing: replacing)
                guard !summary.changed else { throw error }
                return (history, summary, given)
            default:
                throw error
            }
        }
        guard let file = opened else {
            // No file yet: make one only if there is something to write to it.
            let given = try incoming(DrawHistory())
            let (_, summary) = try DrawHistory().merging(given, replacing: replacing)
            guard summary.changed else { return (DrawHistory(), summary, given) }
            // Held from before the file is made, so that a signal never leaves it made empty.
            SystemCall.holdEndingSignals()
            let created = try storeFile.create()
            return try record(replacing: replacing, incoming, in: created)
        }
        return try record(replacing: replacing, incoming, in: file)
    }

    /// Removes the draw of `game` that `choice` picks from the history as it is under the lock.
    ///
    /// - Returns: the history as it now is, and the draw removed: `nil` when there is none
    ///   (nothing is written, nor made).
    package func remove(_ choice: RecordedDrawChoice, of game: GameID) throws -> (
        history: DrawHistory, removed: RecordedDraw?
    ) {
        guard let file = try storeFile.open(for: .change) else { return (DrawHistory(), nil) }
        var history = try read(file)
        guard let removed = choice.pick(from: history.draws(of: game)) else { return (history, nil) }
        history.removeDraw(of: game, on: removed.date)
        try rewrite(file, with: history)
        return (history, removed)
    }

    private func record(
        replacing: Bool, _ incoming: (DrawHistory) throws -> [SourcedDraw], in file: JSONLinesFile
    ) throws -> (history: DrawHistory, summary: DrawMergeSummary, given: [SourcedDraw]) {
        do {
            let recorded = try read(file)
            let given = try incoming(recorded)
            let (history, summary) = try recorded.merging(given, replacing: replacing)
            if summary.changed {
                try rewrite(file, with: history)
            } else {
                takeBackCreation(of: file)
            }
            return (history, summary, given)
        } catch {
            takeBackCreation(of: file)
            throw error
        }
    }

    private func read(_ file: JSONLinesFile) throws(StoreError) -> DrawHistory {
        struct Day: Hashable {
            let game: GameID
            let date: CivilDate
        }
        var draws: [RecordedDraw] = []
        var seen = Set<Day>()
        let allowingUnknownKeys = (file.header?.version ?? DrawFileFormat.version) > DrawFileFormat.version
        var canonicalReader = CanonicalDrawReader()
        do {
            try file.forEachRecordLine { line, number in
                let draw: RecordedDraw
                if !allowingUnknownKeys, let canonical = canonicalReader.decode(line) {
                    draw = canonical
                } else {
                    do {
                        draw = try DrawFileFormat.decode(
                            JSONParser.value(in: Array(line), line: number), allowingUnknownKeys: allowingUnknownKeys)
                    } catch let failure as JSONParser.SyntaxError {
                        throw StoreError.unreadable(path: path, line: number, reason: failure.reason)
                    } catch let failure as DrawFileFormat.RecordError {
                        throw StoreError.unreadable(path: path, line: number, reason: failure.reason)
                    }
                }
                // A file lotto wrote is in order, so a date repeated is the one before; only a
                // file out of order needs every date remembered.
                let inOrder = seen.isEmpty && (draws.last.map { DrawHistory.precedes($0, draw) } ?? true)
                if !inOrder {
                    if seen.isEmpty { seen = Set(draws.map { Day(game: $0.game.id, date: $0.date) }) }
                    guard seen.insert(Day(game: draw.game.id, date: draw.date)).inserted else {
                        throw StoreError.unreadable(
                            path: path, line: number, reason: "a second draw of \(draw.game.id) on \(draw.date)")
                    }
                }
                draws.append(draw)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .inputOutput(path: path, reason: "\(error)")
        }
        return DrawHistory(draws)
    }

    /// Writes `history` in place of the file's content, atomically.
    private func rewrite(_ file: JSONLinesFile, with history: DrawHistory) throws(StoreError) {
        let rewrite = try JSONLinesRewrite(of: file)
        var bytes = DrawFileFormat.format.headerLine()
        for draw in history.draws {
            DrawFileFormat.appendJSON(draw, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        try rewrite.write(bytes)
        if let tornLine = try rewrite.commit() {
            storeFile.warn(
                .tornLineSetAside(
                    path: path, line: tornLine.lineNumber, byteCount: tornLine.byteCount, sideFile: tornLine.path))
        }
    }

    /// Removes the file (its lock, and the folders) this command made, when it wrote nothing to
    /// them.
    private func takeBackCreation(of file: JSONLinesFile) {
        file.removeWhatWasCreated()
    }
}
