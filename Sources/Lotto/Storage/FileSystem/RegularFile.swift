import Platform

/// Why a path could not be opened as a regular file.
enum RegularFileError: Error, Equatable {
    /// The system refused, e.g. `ENOENT` or `EACCES`.
    case system(Errno)
    /// Something else stands at the path: a folder, a FIFO, a device, a symbolic link.
    case notARegularFile(FileStatus.Kind)
}

extension FileDescriptor {
    /// Opens the regular file at `path`, or says why not.
    ///
    /// `O_NONBLOCK`, so that a FIFO at the path is reported at once instead of blocking the open
    /// until some writer comes (it has no effect on a regular file); `O_NOFOLLOW`, so that a
    /// symbolic link at the path is reported, not followed: callers pass paths whose links they
    /// have resolved, or names of their own side files, which a link must never redirect.
    static func openRegularFile(
        _ path: FilePath, _ flags: OpenFlags, mode: FileMode = 0o600
    ) throws(RegularFileError) -> FileDescriptor {
        try openRegularFileAndStatus(path, flags, mode: mode).file
    }

    /// ``openRegularFile(_:_:mode:)``, with what `fstat(2)` said of the file it opened.
    static func openRegularFileAndStatus(
        _ path: FilePath, _ flags: OpenFlags, mode: FileMode = 0o600
    ) throws(RegularFileError) -> (file: FileDescriptor, status: FileStatus) {
        let file: FileDescriptor
        do {
            file = try FileDescriptor(opening: path, flags.union([.nonBlocking, .noFollow]), mode: mode)
        } catch  where error.refusedAsNotARegularFile {
            // A link at the path (O_NOFOLLOW), a socket or a FIFO without a reader, a folder.
            guard let status = try? SystemCall.linkStatus(path) else { throw .system(error) }
            throw .notARegularFile(status.kind)
        } catch {
            throw .system(error)
        }
        let status: FileStatus
        do {
            status = try file.status()
        } catch {
            throw .system(error)
        }
        guard status.kind == .regular else { throw .notARegularFile(status.kind) }
        return (file, status)
    }
}
