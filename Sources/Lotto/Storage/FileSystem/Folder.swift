import Platform

/// The folders lotto's files live in.
enum Folder {
    /// Creates `path` and its missing parents, owner-only (0700).
    ///
    /// - Returns: the folders made, outermost first, so that a command that fails afterwards can
    ///   take them back with ``remove(_:)`` and leave no trace.
    static func create(_ path: FilePath) throws(Errno) -> [FilePath] {
        var made: [FilePath] = []
        for folder in path.prefixes {
            do {
                try SystemCall.makeDirectory(folder, 0o700)
                made.append(folder)
            } catch  where error == .fileExists {
                // Already there (or something else is: the check below says which).
            } catch {
                remove(made)
                throw error
            }
        }
        do {
            // Opens only a folder (or a link to one): a file or a dangling link fails here.
            _ = try FileDescriptor(opening: path, [.readOnly, .directory])
        } catch {
            remove(made)
            throw error
        }
        return made
    }

    /// Removes folders ``create(_:)`` made, innermost first, as far as they are still empty.
    static func remove(_ made: [FilePath]) {
        for folder in made.reversed() {
            try? SystemCall.removeDirectory(folder)
        }
    }

    /// Makes a rename or a new file in the folder durable.
    static func synchronize(_ path: FilePath) throws(Errno) {
        try FileDescriptor(opening: path, [.readOnly, .directory]).synchronize()
    }
}
