import Glibc

/// An open file, closed when released.
///
/// Never one of the standard descriptors 0, 1 and 2: when lotto runs with one of them closed
/// (`lotto save >&-`), the system would hand that number to the next file opened, and then
/// output meant for the terminal would land in the ticket file. So a descriptor below 3 is
/// moved above them at once.
package final class FileDescriptor {
    package let rawValue: Int32

    /// How a file is opened: `open(2)`'s flags, named (swift-system's `OpenOptions`).
    package struct OpenFlags: OptionSet, Sendable {
        package let rawValue: Int32

        package init(rawValue: Int32) {
            self.rawValue = rawValue
        }

        /// `[.readWrite, .create]`: the flags together. Not the generic one `OptionSet` gives,
        /// which a caller in another module would run unspecialized, looking its types'
        /// conformances up at run time on every command's start-up.
        package init(arrayLiteral flags: OpenFlags...) {
            rawValue = flags.reduce(0) { $0 | $1.rawValue }
        }
    }

    /// `open(2)`, close-on-exec, moved above the standard descriptors.
    ///
    /// - Parameter mode: the permissions of a file `O_CREAT` creates: owner-only by default.
    package init(opening path: FilePath, _ flags: OpenFlags, mode: FileMode = 0o600) throws(Errno) {
        let descriptor = try SystemCall.open(path, flags.union(.closeOnExec).rawValue, mode)
        guard descriptor <= Self.lastStandardDescriptor else {
            rawValue = descriptor
            return
        }
        defer { SystemCall.close(descriptor) }
        rawValue = try SystemCall.duplicate(descriptor, atLeast: Self.lastStandardDescriptor + 1)
    }

    deinit {
        SystemCall.close(rawValue)
    }

    package func status() throws(Errno) -> FileStatus {
        try SystemCall.status(rawValue)
    }

    /// Reads up to `buffer.count` bytes at `offset`; fewer only at the end of the file.
    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        var total = 0
        while total < buffer.count {
            let got = try SystemCall.read(
                rawValue, into: UnsafeMutableRawBufferPointer(rebasing: buffer[total...]), at: offset + total)
            if got == 0 { break }
            total += got
        }
        return total
    }

    /// Reads up to `count` bytes at `offset`; fewer only at the end of the file.
    package func read(count: Int, at offset: Int) throws(Errno) -> [UInt8] {
        var failure: Errno?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(Errno) {
                initialized = try read(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Writes every byte at `offset`, continuing after partial writes.
    package func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(Errno) {
        var written = 0
        while written < bytes.count {
            written += try SystemCall.write(
                rawValue, UnsafeRawBufferPointer(rebasing: bytes[written...]), at: offset + written)
        }
    }

    /// Writes all of `bytes` at `offset`.
    package func write(_ bytes: [UInt8], at offset: Int) throws(Errno) {
        // `withUnsafeBytes` only rethrows, so the typed error is carried out by hand.
        let failure: Errno? = bytes.withUnsafeBytes { buffer in
            do throws(Errno) { try write(buffer, at: offset) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    package func synchronize() throws(Errno) {
        try SystemCall.synchronize(rawValue)
    }

    package func truncate(to size: Int) throws(Errno) {
        try SystemCall.truncate(rawValue, to: size)
    }

    /// Gives this file `status`'s permissions, and its owner and group where they differ
    /// (a rewrite by root must not hand the user's file to root).
    package func takeOwnershipAndPermissions(of status: FileStatus) throws(Errno) {
        let mine = try self.status()
        if mine.owner != status.owner || mine.group != status.group {
            try SystemCall.setOwner(rawValue, user: status.owner, group: status.group)
        }
        try SystemCall.setPermissions(rawValue, status.permissions)
    }
}

extension FileDescriptor {
    /// Copies the bytes of `range` of this file into `destination` at `offset`, a block at a time.
    package func copy(_ range: Range<Int>, to destination: FileDescriptor, at offset: Int) throws(Errno) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 8)
        defer { buffer.deallocate() }
        var done = 0
        while done < range.count {
            let count = min(buffer.count, range.count - done)
            let got = try read(
                into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), at: range.lowerBound + done)
            guard got > 0 else { throw Errno.inputOutput }  // the file shrank under the lock
            try destination.write(UnsafeRawBufferPointer(rebasing: buffer[..<got]), at: offset + done)
            done += got
        }
    }
}

extension FileDescriptor.OpenFlags {
    package static let readOnly = Self(rawValue: O_RDONLY)
    package static let writeOnly = Self(rawValue: O_WRONLY)
    package static let readWrite = Self(rawValue: O_RDWR)
    package static let create = Self(rawValue: O_CREAT)
    /// With ``create``: fail if the file exists.
    package static let exclusive = Self(rawValue: O_EXCL)
    /// Fail on a symbolic link at the path rather than follow it.
    package static let noFollow = Self(rawValue: O_NOFOLLOW)
    package static let nonBlocking = Self(rawValue: O_NONBLOCK)
    package static let directory = Self(rawValue: O_DIRECTORY)
    /// `O_TMPFILE`, which Swift does not import (a macro of two flags): an unnamed regular
    /// file in the folder opened.
    package static let unnamedFile = Self(rawValue: 0o20_000_000 | O_DIRECTORY)
    /// Not inherited by programs run (`O_CLOEXEC`).
    static let closeOnExec = Self(rawValue: O_CLOEXEC)
}

extension FileDescriptor {
    /// The last of the standard descriptors (standard error, 2).
    static let lastStandardDescriptor = STDERR_FILENO
}
