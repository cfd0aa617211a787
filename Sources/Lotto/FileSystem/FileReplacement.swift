#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new version of a file, written to a temporary file beside it and renamed over it, so
/// that a crash leaves the old version or the new one, never half of one.
///
/// The temporary file has one fixed name, `<file>.tmp` (a killed rewrite leaves at most that
/// one file, which the next rewrite replaces). Callers hold the file's exclusive lock, so no
/// other lotto uses that name meanwhile. Whatever stands at that name is unlinked, and the new
/// file is made with `O_EXCL | O_NOFOLLOW`: a symbolic link planted there is removed, never
/// followed, so its target is never written.
///
/// Unless ``commit(synchronizing:)`` succeeds, the temporary file is removed when the
/// replacement is released.
final class FileReplacement {
    /// The file to replace: a real path, with no symbolic link left in it.
    let target: FilePath
    let temporaryPath: FilePath
    private let file: FileDescriptor
    private var written = 0
    private var isCommitted = false

    /// Makes the temporary file, owner-only.
    init(replacing target: FilePath) throws(Errno) {
        self.target = target
        temporaryPath = target.appending(".tmp")
        do {
            try SystemCall.unlink(temporaryPath)
        } catch  where error == .noSuchFile {
            // The usual case: nothing left over.
        }
        file = try FileDescriptor(opening: temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
    }

    deinit {
        if !isCommitted {
            try? SystemCall.unlink(temporaryPath)
        }
    }

    /// Gives the new version the old one's owner, group and permissions.
    func keep(_ status: FileStatus) throws(Errno) {
        try file.takeOwnershipAndPermissions(of: status)
    }

    /// Appends `bytes` to the new version.
    func write(_ bytes: [UInt8]) throws(Errno) {
        try file.write(bytes, at: written)
        written += bytes.count
    }

    /// Puts the new version in place of the old.
    ///
    /// - Parameter synchronizing: whether to `fsync` the new file first and its folder after,
    ///   so that the new version, not the old, survives a power cut. A failed folder sync is
    ///   not reported: the rename has happened, and must not be reported as undone.
    func commit(synchronizing: Bool) throws(Errno) {
        if synchronizing {
            try file.synchronize()
        }
        try SystemCall.rename(temporaryPath, to: target)
        isCommitted = true
        if synchronizing {
            try? Folder.synchronize(target.directory)
        }
    }
}
