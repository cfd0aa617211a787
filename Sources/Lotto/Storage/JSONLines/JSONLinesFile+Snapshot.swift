/// Reading a JSON Lines file as it was once locked, after letting the lock go.
extension JSONLinesFile {
    /// The file as it was when locked, its lock let go (when this value, the locked one, is
    /// no longer used): its whole lines, up to ``contentEnd``, read on as they were.
    ///
    /// They stay as they were because no change of lotto's writes over them: a save appends
    /// after them (where a torn last line started) and at most raises the header's version, and
    /// every other change writes a new file and renames it over this one, which this open
    /// descriptor still reads. Its other lines
    /// may be gone by the time they are read, or others added: whoever reads a snapshot to
    /// decide a change reads the file again under the exclusive lock to make it.
    func snapshot() -> JSONLinesFile {
        JSONLinesFile(
            format: format, path: path, file: file, lock: nil, status: status, header: header, contentEnd: contentEnd,
            lacksFinalNewline: lacksFinalNewline, createdFile: createdFile, madeFolders: madeFolders)
    }
}
