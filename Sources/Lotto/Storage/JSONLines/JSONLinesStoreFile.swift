import Platform

/// A JSON Lines file a store keeps, as the store is given it: where it is, its format, how
/// long to wait for another process's lock, and who hears of what was set aside or skipped.
struct JSONLinesStoreFile: Sendable {
    /// The file, as given.
    let path: FilePath
    let format: JSONLinesFormat
    /// How long to wait for another process's lock before giving up, in seconds.
    let lockTimeout: Double
    /// Hears of what was repaired or skipped, e.g. a torn last line.
    let warn: @Sendable (StoreWarning) -> Void

    /// Opens the file for `access` (see ``JSONLinesFile/open(_:format:for:lockTimeout:)``).
    ///
    /// - Returns: `nil` when there is no file yet and `access` does not create one.
    func open(for access: JSONLinesFile.Access) throws(StoreError) -> JSONLinesFile? {
        try JSONLinesFile.open(path, format: format, for: access, lockTimeout: lockTimeout)
    }

    /// Opens the file to add to it (``JSONLinesFile/Access/create``), making it and its folder
    /// if they are missing.
    func create() throws(StoreError) -> JSONLinesFile {
        guard let file = try open(for: .create) else {
            // Only a folder removed between its making and the file's: as if it could not be made.
            throw StoreError(.folderMissing, given: path, purpose: .creating)
        }
        return file
    }
}
