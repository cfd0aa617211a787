import Platform

/// Where `lotto check --new` remembers the results it has shown (``SeenResults``): a side file
/// beside the store's real file, `tickets.jsonl.seen`, guarded by its own lock,
/// `tickets.jsonl.seen.lock`, which a `check --new` holds exclusively from its reading of the
/// file until its writing, so that two at once never both show the same results as new: the
/// second waits for the first (as long as any lock, ``lockTimeout``).
///
/// The side file is never followed: a symbolic link at its name is refused (as is anything but
/// a regular file), and so is a file that does not begin with lotto's header line, left as it
/// is. It is written whole to a temporary file, synced and renamed over the old one (see
/// ``FileReplacement``), owner-only, keeping an old file's mode and owner.
package struct SeenResultsFile: Sendable {
    /// The store, as given.
    package let storePath: FilePath
    /// How long to wait for another process's lock before giving up, in seconds.
    let lockTimeout: Double

    /// The most bytes the file may hold: years of every game's draws fit many times over.
    static let largestSize = 16 << 20

    package init(storePath: FilePath, lockTimeout: Double = 10) {
        self.storePath = storePath
        self.lockTimeout = lockTimeout
    }

    /// Takes the file's lock and reads what was shown.
    ///
    /// Where the store is not there, or is not a regular file, nothing is locked or read: there
    /// is nothing to show, and the check reports why.
    ///
    /// - Throws: ``StoreError/cannotCreate(path:reason:)`` when the lock or the temporary file
    ///   that will replace the file cannot be made beside the store (a folder this user may not
    ///   write), ``StoreError/locked(path:seconds:)``, ``StoreError/notAFile(path:kind:)`` for a
    ///   link or anything but a file at the side file's name,
    ///   ``StoreError/unreadable(path:line:reason:)`` for a file not lotto's,
    ///   ``StoreError/newerFormat(path:version:)`` for one of a newer lotto.
    package func open() throws(StoreError) -> Held {
        let store: ResolvedPath
        do {
            store = try ResolvedPath.resolve(storePath)
        } catch .folderMissing {
            return Held(seen: SeenResults(), lock: nil, path: nil, replacement: nil)
        } catch {
            throw StoreError(error, given: storePath, purpose: .reading)
        }
        guard let storeStatus = store.status, storeStatus.kind == .regular else {
            return Held(seen: SeenResults(), lock: nil, path: nil, replacement: nil)
        }
        let lockPath = store.sideFile(".seen.lock")
        let lock: FileLock?
        do {
            lock = try FileLock(at: lockPath, .exclusive, timeout: lockTimeout, ownerOfNewFile: storeStatus)
        } catch {
            throw StoreError(error, path: lockPath, purpose: .creating)
        }
        guard let lock else { throw .locked(path: lockPath, seconds: lockTimeout) }
        let path = store.sideFile(".seen")
        let held = Held(seen: SeenResults(), lock: lock, path: path, replacement: nil)
        // From here a failure lets `held` go, which takes back a lock file it made.
        let opened: (file: FileDescriptor, status: FileStatus)
        do {
            opened = try FileDescriptor.openRegularFileAndStatus(path, .readOnly)
        } catch .system(let error) where error == .noSuchFile {
            // A new file is owner-only, and the store's owner's when another user (root) writes it.
            let owner = storeStatus.owner == SystemCall.effectiveUserID ? nil : storeStatus
            held.replacement = try Self.replacement(of: path, keeping: owner)
            return held
        } catch {
            throw StoreError(error, path: path, purpose: .reading)
        }
        let bytes: [UInt8]
        do {
            bytes = try opened.file.read(count: Self.largestSize + 1, at: 0)
        } catch {
            throw .inputOutput(path: path, reason: error.description)
        }
        guard bytes.count <= Self.largestSize else {
            throw .unreadable(path: path, line: 1, reason: "larger than \(Self.largestSize >> 20) MiB")
        }
        if let version = SeenResults.newerVersion(of: bytes) {
            throw .newerFormat(path: path, version: version)
        }
        do throws(SeenResults.FormatError) {
            held.seen = try SeenResults(parsing: bytes)
        } catch {
            throw .unreadable(path: path, line: error.line, reason: error.reason)
        }
        held.replacement = try Self.replacement(of: path, keeping: opened.status)
        return held
    }

    /// The temporary file that will replace the file at `path`, given `status`'s owner and
    /// mode: made when the file is opened, before any result is shown, so that a folder this
    /// user may no longer write (the lock file made there before) is an error before any output
    /// rather than after it, every time.
    private static func replacement(of path: FilePath, keeping status: FileStatus?) throws(StoreError)
        -> FileReplacement
    {
        do {
            let replacement = try FileReplacement(replacing: path)
            if let status { try replacement.keep(status) }
            return replacement
        } catch {
            throw .cannotCreate(path: path.appending(".tmp"), reason: error.description)
        }
    }

    /// The file, locked, and what it held: ``write(_:)`` replaces it, once; letting it go
    /// unwritten leaves the file as it was and takes back a lock file made for it.
    package final class Held {
        /// What was shown before.
        package fileprivate(set) var seen: SeenResults
        private let lock: FileLock?
        private let path: FilePath?
        /// The temporary file made when the file was opened; `nil` where there is no store.
        fileprivate var replacement: FileReplacement?
        private var isWritten = false

        fileprivate init(seen: SeenResults, lock: FileLock?, path: FilePath?, replacement: FileReplacement?) {
            self.seen = seen
            self.lock = lock
            self.path = path
            self.replacement = replacement
        }

        deinit {
            if let lock, lock.createdFile, !isWritten { lock.removeFile() }
        }

        /// Replaces the file with `seen`, all or nothing; nothing is written where there was no
        /// store to lock.
        package func write(_ seen: SeenResults) throws(StoreError) {
            guard let path, let replacement, lock != nil, !isWritten else { return }
            do {
                try replacement.write(seen.text)
                try replacement.synchronize()
            } catch {
                throw .inputOutput(path: replacement.temporaryPath, reason: error.description)
            }
            do {
                try replacement.commit(synchronizing: true)
            } catch {
                throw .cannotCreate(path: path, reason: error.description)
            }
            isWritten = true
        }
    }
}

extension LottoNumberSaver {
    /// What `check --new` has shown of this store, beside it.
    package var seenResults: SeenResultsFile {
        SeenResultsFile(storePath: path, lockTimeout: storeFile.lockTimeout)
    }
}
