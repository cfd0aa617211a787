/// CSV: New York's, the National Lottery's and lotto's own, told apart by the header.
extension DrawImport.Reader {
    /// How the rows after a CSV header read.
    private enum CSVLayout {
        /// lotto's own, of this version (with `multiplier`) or an older one.
        case lotto(columns: Int)
        case published(PublishedCSV, fieldCount: Int)
    }

    mutating func readCSV(_ bytes: [UInt8]) throws(DrawImportError) {
        // Row by row: a large file's rows are decoded as they are read, never all held.
        var layout: CSVLayout?
        do {
            try CSVReader.forEachRow(in: bytes) { row in
                if let layout {
                    try readCSVRow(row, layout)
                } else {
                    layout = try csvLayout(header: row)
                }
            }
        } catch let error as CSVReader.SyntaxError {
            throw failure(error.line, "not CSV: \(error.reason)")
        } catch let error as DrawImportError {
            throw error
        } catch {
            throw failure(1, "\(error)")
        }
        guard layout != nil else { throw DrawImportError(.empty, at: source(1), "no draws in it") }
    }

    private func csvLayout(header: CSVReader.Row) throws(DrawImportError) -> CSVLayout {
        if header.fields == DrawFileFormat.csvHeader || DrawFileFormat.olderCSVHeaders.contains(header.fields) {
            return .lotto(columns: header.fields.count)
        }
        if let layout = PublishedCSV(PublishedCSV.Columns(header.fields)) {
            return .published(layout, fieldCount: header.fields.count)
        }
        throw failure(
            header.line,
            "unknown CSV header \(header.fields.joined(separator: ",").quoted): expected New York's "
                + "'Draw Date,Winning Numbers,…', the National Lottery's 'DrawDate,Ball 1,…' or lotto's "
                + "'\(DrawFileFormat.csvHeader.joined(separator: ","))'")
    }

    private mutating func readCSVRow(_ row: CSVReader.Row, _ layout: CSVLayout) throws(DrawImportError) {
        switch layout {
        case .lotto(let columns):
            let draw: RecordedDraw
            do {
                draw = try DrawFileFormat.decode(csvFields: row.fields, columns: columns)
            } catch {
                throw failure(row.line, error.reason)
            }
            try add(draw, line: row.line, layout: .lottoCSV)
        case .published(let published, let fieldCount):
            guard row.fields.count == fieldCount else {
                throw failure(row.line, "expected \(fieldCount) fields, got \(row.fields.count)")
            }
            try add(try published.draw(row, reader: self), line: row.line, layout: published.layout)
        }
    }
}
