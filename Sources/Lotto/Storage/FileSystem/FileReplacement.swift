import Platform

/// A new version of a file, written to a temporary file beside it and renamed over it, so
/// that a crash leaves the old version or the new one, never half of one.
///
/// The new version is written to an unnamed file in the target's folder (`O_TMPFILE`), so a
/// process killed while writing leaves nothing behind; only once it is whole is it given the
/// fixed name `<file>.tmp` and at once renamed over the target. Where the file system has no
/// unnamed files, it is written under `<file>.tmp` from the start (a killed rewrite then
/// leaves at most that one file, which the next rewrite replaces).
///
/// Callers hold the file's exclusive lock, so no other lotto uses that name meanwhile.
/// Whatever stands at that name is unlinked first, and the name is made with `O_EXCL` (or
/// `linkat`, which never follows a link at its new name): a symbolic link planted there is
/// removed, never followed, so its target is never written.
///
/// Unless ``commit(synchronizing:)`` succeeds, the temporary file is removed when the
/// replacement is released.
final class FileReplacement {
    /// The file to replace: a real path, with no symbolic link left in it.
    let target: FilePath
    let temporaryPath: FilePath
    private let file: FileDescriptor
    /// Whether the file is unnamed until ``commit(synchronizing:)``.
    private let isUnnamed: Bool
    private var isNamed: Bool
    private var written = 0
    private var isCommitted = false
    private var isSynchronized = false

    /// Makes the temporary file, owner-only.
    init(replacing target: FilePath) throws(Errno) {
        self.target = target
        temporaryPath = target.appending(".tmp")
        if Self.canNameUnnamedFiles,
            let unnamed = try? FileDescriptor(opening: target.directory, [.unnamedFile, .writeOnly])
        {
            file = unnamed
            isUnnamed = true
            isNamed = false
            return
        }
        try Self.removeLeftover(at: temporaryPath)
        file = try FileDescriptor(opening: temporaryPath, [.writeOnly, .create, .exclusive, .noFollow])
        isUnnamed = false
        isNamed = true
    }

    deinit {
        if isNamed && !isCommitted {
            try? SystemCall.unlink(temporaryPath)
        }
    }

    /// Whether an unnamed file can be given a name: `linkat` reaches it through `/proc`, which
    /// a chroot or a minimal container may lack.
    private static let canNameUnnamedFiles = (try? SystemCall.linkStatus("/proc/self/fd")) != nil

    private static func removeLeftover(at path: FilePath) throws(Errno) {
        do {
            try SystemCall.unlink(path)
        } catch  where error == .noSuchFile {
            // The usual case: nothing left over.
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

    /// Writes `bytes` at `offset` of the new version, as ``write(_:)`` does at its end.
    func write(_ bytes: [UInt8], at offset: Int) throws(Errno) {
        try file.write(bytes, at: offset)
        written = max(written, offset + bytes.count)
    }

    /// Makes the new version `size` bytes long, zeros after what was written: a hole the file
    /// system keeps without writing it.
    func extend(to size: Int) throws(Errno) {
        try file.truncate(to: size)
        written = max(written, size)
    }

    /// `fsync`s the new version, before ``commit(synchronizing:)``, which then need not.
    func synchronize() throws(Errno) {
        try file.synchronize()
        isSynchronized = true
    }

    /// Removes the temporary file now, when the process is about to end without releasing it.
    func discard() {
        if isNamed && !isCommitted {
            try? SystemCall.unlink(temporaryPath)
            isNamed = false
        }
    }

    /// Puts the new version in place of the old.
    ///
    /// - Parameter synchronizing: whether to `fsync` the new file first and its folder after,
    ///   so that the new version, not the old, survives a power cut. A failed folder sync is
    ///   not reported: the rename has happened, and must not be reported as undone.
    func commit(synchronizing: Bool) throws(Errno) {
        if synchronizing && !isSynchronized {
            try file.synchronize()
        }
        if isUnnamed {
            try Self.removeLeftover(at: temporaryPath)
            try SystemCall.link(file.rawValue, to: temporaryPath)
            isNamed = true
        }
        try SystemCall.rename(temporaryPath, to: target)
        isCommitted = true
        if synchronizing {
            try? Folder.synchronize(target.directory)
        }
    }
}
