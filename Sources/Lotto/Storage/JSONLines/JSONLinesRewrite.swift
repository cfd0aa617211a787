import Platform

/// A new content for a JSON Lines file, written beside it and put in its place atomically (see
/// ``FileReplacement``), with the old file's owner and permissions: how `delete`, `clear` and
/// every change of the draw history change a file.
///
/// Made and committed under the file's exclusive lock, which it holds until it is committed.
/// From its start, a signal that ends lotto is held (see `SystemCall.holdEndingSignals()`): one
/// before the rename ends lotto with the file as it was; one after it waits for the command to
/// say what it did.
struct JSONLinesRewrite {
    let file: JSONLinesFile
    private let replacement: FileReplacement

    /// Starts a rewrite of `file`.
    init(of file: JSONLinesFile) throws(StoreError) {
        SystemCall.holdEndingSignals()
        self.file = file
        do {
            replacement = try FileReplacement(replacing: file.path.real)
        } catch {
            throw .cannotCreate(path: file.path.sideFile(".tmp"), reason: error.description)
        }
        do {
            try replacement.keep(file.status)
        } catch {
            throw .cannotWrite(
                path: file.name, reason: "cannot give the rewritten file its owner and permissions (\(error))")
        }
    }

    /// Appends `bytes` to the new content.
    func write(_ bytes: [UInt8]) throws(StoreError) {
        if SystemCall.endingSignalIsHeld { endOfHeldSignal(tornLine: nil) }
        do {
            try replacement.write(bytes)
        } catch {
            // The new content may have no name yet: the user knows the file it replaces.
            throw .inputOutput(path: file.name, reason: error.description)
        }
    }

    /// Writes `pending` out once it holds a block (1 MiB), and empties it: a rewrite of any size
    /// never builds its whole text in memory.
    func writeIfFull(_ pending: inout [UInt8]) throws(StoreError) {
        guard pending.count >= 1 << 20 else { return }
        try write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Puts the new content in place of the old, synced, having first set aside a torn last
    /// line of the old (which the new content drops) in the side file.
    ///
    /// - Parameter takeBack: what to undo of the change's other files (the record's lines of a
    ///   removal) when a signal held until the commit point ends lotto instead.
    /// - Returns: the torn line set aside, to warn of; `nil` for none.
    func commit(onSignal takeBack: () -> Void = {}) throws(StoreError) -> TornLineCopy? {
        let tornLine = try file.tornRange.map { (torn) throws(StoreError) in try TornLineCopy(torn, of: file) }
        do {
            try replacement.synchronize()
            // The commit point: the rename. A signal held until now (one that came during the
            // sync, too) leaves the file, and what `takeBack` undoes, as it was.
            if !SystemCall.commitHeldChange() {
                takeBack()
                endOfHeldSignal(tornLine: tornLine)
            }
            try replacement.commit(synchronizing: true)
        } catch {
            tornLine?.undo()
            throw .inputOutput(path: file.name, reason: error.description)
        }
        // The lock must be held until the new file is in place: a save let in earlier would
        // append to the old file, which the rename then drops.
        withExtendedLifetime(file) {}
        return tornLine
    }

    /// Takes back what the rewrite made (the side file's copy of a torn line, a named temporary
    /// file, a file and folders made for it), then ends lotto of the signal held.
    private func endOfHeldSignal(tornLine: TornLineCopy?) -> Never {
        tornLine?.undo()
        replacement.discard()
        file.removeWhatWasCreated()
        SystemCall.endOfHeldSignal()
    }
}
