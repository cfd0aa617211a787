import Platform

/// Opening a JSON Lines file: the file itself, its status, and its lock.
extension JSONLinesFile {
    static func openExisting(_ path: ResolvedPath, _ flags: FileDescriptor.OpenFlags, _ access: Access)
        throws(StoreError)
        -> FileDescriptor?
    {
        if let kind = path.status?.kind, kind != .regular {
            throw .notAFile(path: path.given, kind: kind.description)
        }
        do {
            return try FileDescriptor.openRegularFile(path.real, flags)
        } catch .system(let error) where error == .noSuchFile {
            return nil  // removed since it was resolved: no store
        } catch {
            throw StoreError(error, path: path.given, purpose: access == .read ? .reading : .writing)
        }
    }

    /// Makes the file; `created` is false when another process (an older lotto, which locks a
    /// file named after the path rather than the real file) made it first.
    static func createFile(_ path: ResolvedPath) throws(StoreError) -> (file: FileDescriptor, created: Bool) {
        do {
            do {
                return (try FileDescriptor.openRegularFile(path.real, [.readWrite, .create, .exclusive]), true)
            } catch .system(let error) where error == .fileExists {
                return (try FileDescriptor.openRegularFile(path.real, .readWrite), false)
            }
        } catch {
            throw StoreError(error, path: path.given, purpose: .creating)
        }
    }

    static func fileStatus(_ file: FileDescriptor, _ path: ResolvedPath) throws(StoreError) -> FileStatus {
        do {
            return try file.status()
        } catch {
            throw .inputOutput(path: path.given, reason: error.description)
        }
    }

    static func takeLock(
        _ path: ResolvedPath, _ access: Access, lockTimeout: Double, owner: FileStatus?
    ) throws(StoreError) -> FileLock? {
        let lockPath = path.sideFile(".lock")
        let lock: FileLock?
        do {
            lock = try FileLock(
                at: lockPath, access == .read ? .shared : .exclusive, timeout: lockTimeout, ownerOfNewFile: owner)
        } catch .system(let error) where access == .read && error.forbidsWriting {
            // A lock file a reader may not make or open: a read-only disk or someone else's
            // folder, where this user cannot be writing. Read without it.
            return nil
        } catch {
            throw StoreError(error, path: lockPath, purpose: access == .read ? .reading : .creating)
        }
        guard let lock else { throw .locked(path: path.given, seconds: lockTimeout) }
        return lock
    }
}
