/// Reads CSV (RFC 4180) into rows of fields, each with the line it starts on: the layout of the
/// draw histories New York and the UK National Lottery publish, and of `lotto draws --format
/// csv`.
///
/// Fields may be quoted (`"a, b"`, `"say ""hi"""`) and hold line breaks; lines end in `\n`,
/// `\r\n` or a lone `\r` (as spreadsheets on old Macs save); blank lines are skipped.
enum CSVReader {
    struct Row: Equatable {
        let fields: [String]
        /// The line (from 1) the row starts on.
        let line: Int
    }

    /// Why the text is not CSV, and on which line.
    struct SyntaxError: Error, Equatable {
        let line: Int
        let reason: String
    }

    static func rows(in bytes: [UInt8]) throws(SyntaxError) -> [Row] {
        var rows: [Row] = []
        do {
            try forEachRow(in: bytes) { rows.append($0) }
        } catch let failure as SyntaxError {
            throw failure
        } catch {
            preconditionFailure("appending a row throws nothing")
        }
        return rows
    }

    /// Calls `body` with each row as it is read: a reader of a large file holds one row at a
    /// time. Throws a ``SyntaxError`` for text that is not CSV, or what `body` threw.
    static func forEachRow(in bytes: [UInt8], _ body: (Row) throws -> Void) throws {
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var rowLine = 1
        var position = 0
        var fieldWasQuoted = false

        func endField() throws {
            guard let text = String(validating: field, as: UTF8.self) else {
                throw SyntaxError(line: line, reason: "a field that is not UTF-8 text")
            }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRow() throws {
            try endField()
            // A blank line is one empty field that was not quoted.
            if fields != [""] {
                try body(Row(fields: fields, line: rowLine))
            }
            fields.removeAll(keepingCapacity: true)
        }

        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard field.isEmpty, !fieldWasQuoted else {
                    throw SyntaxError(line: line, reason: "a quote inside a field that does not start with one")
                }
                fieldWasQuoted = true
                let quoteLine = line
                while true {
                    guard position < bytes.count else {
                        throw SyntaxError(line: quoteLine, reason: "a quoted field runs to the end of the text")
                    }
                    let quoted = bytes[position]
                    position += 1
                    if quoted == UInt8(ascii: "\"") {
                        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                            field.append(quoted)
                            position += 1
                            continue
                        }
                        break
                    }
                    if quoted == UInt8(ascii: "\n")
                        || (quoted == UInt8(ascii: "\r") && bytes.get(position) != UInt8(ascii: "\n"))
                    {
                        line += 1
                    }
                    field.append(quoted)
                }
                if let next = bytes.get(position),
                    ![UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(next)
                {
                    throw SyntaxError(line: line, reason: "text after a quoted field's closing quote")
                }
            case UInt8(ascii: ","):
                try endField()
            case UInt8(ascii: "\r") where position < bytes.count && bytes[position] == UInt8(ascii: "\n"):
                break  // the `\n` ends the row
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try endRow()
                line += 1
                rowLine = line
            default:
                field.append(byte)
            }
        }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted {
            try endRow()
        }
    }
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    fileprivate func get(_ index: Int) -> Element? {
        index < count ? self[index] : nil
    }
}
