import Platform

/// A file's name as given, and its real path: every symbolic link on the way resolved.
///
/// Everything lotto does to a file it does at the real path (open, lock, rewrite by rename),
/// so that every name of one file is one file: a store reached through a symbolic link, or
/// through a linked folder (a dotfile manager's `~/.local/share`), shares its lock with the
/// same store reached directly, and a rewrite replaces the real file, leaving the link a link.
struct ResolvedPath {
    /// The name as the user gave it, for messages.
    let given: FilePath
    /// The absolute path with every link, `.` and `..` resolved.
    let real: FilePath
    /// What is at the real path, or `nil` when nothing is yet.
    let status: FileStatus?

    /// Why a path cannot be resolved.
    enum ResolutionError: Error, Equatable {
        /// The path ends in `/`, `.` or `..`: only a folder can be there.
        case namesAFolder
        /// The path is a symbolic link to a file that does not exist.
        case danglingLink
        /// The folder the file would be in does not exist.
        case folderMissing
        /// The system refused at `path` (the file's, or its folder's): no permission, a name
        /// too long, a link loop, a file where a folder should be.
        case system(Errno, at: FilePath)
        /// The missing folder could not be made.
        case cannotCreateFolder(Errno, at: FilePath)
    }

    /// Resolves `path`, first making its folder (owner-only) if that is missing.
    ///
    /// - Returns: the path, and the folders made, which a command that then fails removes
    ///   with ``Folder/remove(_:)``.
    static func resolveMakingFolder(_ path: FilePath) throws(ResolutionError) -> (
        path: ResolvedPath, madeFolders: [FilePath]
    ) {
        do {
            return (try resolve(path), [])
        } catch .folderMissing {
            let made: [FilePath]
            do {
                made = try Folder.create(path.directory)
            } catch {
                throw .cannotCreateFolder(error, at: path.directory)
            }
            do {
                return (try resolve(path), made)
            } catch {
                Folder.remove(made)
                throw error
            }
        }
    }

    /// Resolves `path`, which may name a file that does not exist yet.
    static func resolve(_ path: FilePath) throws(ResolutionError) -> ResolvedPath {
        guard !path.isEmpty else { throw .system(.noSuchFile, at: path) }
        guard !path.namesAFolder else { throw .namesAFolder }
        do {
            let real = try SystemCall.realPath(path)
            return ResolvedPath(given: path, real: real, status: try SystemCall.linkStatus(real))
        } catch  where error != .noSuchFile {
            // Name the folder when the way to it is what fails: no search permission, or a file
            // where the folder should be (`ENOTDIR`: the folder itself resolves, as a file).
            do {
                _ = try SystemCall.realPath(path.directory)
            } catch {
                throw .system(error, at: path.directory)
            }
            throw .system(error, at: error == .notADirectory ? path.directory : path)
        } catch {
            // Nothing at the end of the path: a missing file, a link to one, or a missing folder.
        }
        if let status = try? SystemCall.linkStatus(path), status.kind == .symbolicLink {
            throw .danglingLink
        }
        let folder = path.directory
        do {
            let real = try SystemCall.realPath(folder).appending(component: path.lastComponent)
            return ResolvedPath(given: path, real: real, status: nil)
        } catch  where error == .noSuchFile {
            throw .folderMissing
        } catch {
            throw .system(error, at: folder)
        }
    }

    /// A file of lotto's own beside the real file: `tickets.jsonl.lock`.
    func sideFile(_ suffix: String) -> FilePath {
        real.appending(suffix)
    }
}
