import Platform

/// Reading the saved tickets' ids alone, for a shell's Tab (``TicketIDScan``): no lock, no
/// ticket built.
extension LottoNumberSaver {
    /// Calls `body` with each saved ticket's id and line (without its newline), ids rising.
    ///
    /// - Throws: ``TicketIDScan/Failure``: a file that cannot be read, or is damaged.
    package func forEachSavedID(_ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try TicketIDScan(path: path, format: TicketFileFormat.format, idsRise: true).forEachID(body)
    }

    /// Calls `body` with each deleted ticket's id and line in the record beside the store
    /// (``TicketRecordFile``), in the record's order; none when there is no record.
    package func forEachDeletedID(_ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let store: ResolvedPath
        do {
            store = try ResolvedPath.resolve(path)
        } catch .folderMissing, .danglingLink {
            return
        } catch {
            throw TicketIDScan.Failure.damaged
        }
        try TicketIDScan(path: store.sideFile(".record"), format: TicketRecordFormat.format, idsRise: false)
            .forEachID(body)
    }

    /// A ticket's line said short (``TicketIDScan/description(of:)``): `1 2 3 4 5 6 draw
    /// 2026-11-28`.
    package static func ticketDescription(_ line: UnsafeBufferPointer<UInt8>) -> String {
        TicketIDScan.description(of: line)
    }
}
