/// Reads draw results in any layout lotto knows (see ``DrawLayout``), telling the layout from
/// the content: JSON from dhlottery or lotto, CSV from New York, the National Lottery or lotto.
///
/// All or nothing: the first bad record is an error naming its line (and its round, when the
/// layout has one) and the bad value.
package enum DrawImport {
    /// The draws of a file, and the layouts they came in.
    package struct Result: Equatable, Sendable {
        package let draws: [SourcedDraw]
        /// Each layout met, in the order first met.
        package let layouts: [DrawLayout]
    }

    /// The largest file read: the whole history of a weekly game is a few megabytes.
    package static let largestFile = 64 << 20

    /// Reads every draw in `bytes`.
    ///
    /// - Parameters:
    ///   - name: the file's name (or `standard input`), for messages.
    ///   - game: the game the draws must be of, if one was asked for.
    ///   - mostDraws: the most draws read; more is ``DrawImportError/Kind/tooLarge`` (a
    ///     publisher's answer is one game's results: see ``DrawFetch``).
    ///   - progress: called now and then with the line reached, to show how far the reading
    ///     has gone.
    package static func draws(
        in bytes: [UInt8], name: String, game: LottoGame? = nil, mostDraws: Int = .max,
        progress: @escaping (_ line: Int) -> Void = { _ in }
    ) throws(DrawImportError) -> Result {
        guard bytes.count <= largestFile else {
            throw DrawImportError(
                .tooLarge, at: DrawSource(name: name, line: 1),
                "larger than \(largestFile >> 20) MiB: not a file of draw results")
        }
        // A byte-order mark, as spreadsheet programs write.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw DrawImportError(.empty, at: DrawSource(name: name, line: 1), "no draws in it")
        }
        var reader = Reader(name: name, game: game, mostDraws: mostDraws)
        reader.progress = progress
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            try reader.readJSON(text)
        } else {
            try reader.readCSV(text)
        }
        guard !reader.draws.isEmpty else {
            throw DrawImportError(.empty, at: DrawSource(name: name, line: 1), "no draws in it")
        }
        return Result(draws: reader.draws, layouts: reader.layouts)
    }

    /// The draws read so far from one file.
    struct Reader {
        let name: String
        let game: LottoGame?
        let mostDraws: Int
        private(set) var draws: [SourcedDraw] = []
        private(set) var layouts: [DrawLayout] = []
        /// Called with the line reached, every ``linesPerReport`` lines or so.
        var progress: (_ line: Int) -> Void = { _ in }
        private var lastReportedLine = 0
        static let linesPerReport = 1024

        init(name: String, game: LottoGame?, mostDraws: Int = .max) {
            self.name = name
            self.game = game
            self.mostDraws = mostDraws
        }

        func source(_ line: Int) -> DrawSource {
            DrawSource(name: name, line: line)
        }

        func failure(_ line: Int, _ reason: String) -> DrawImportError {
            DrawImportError(at: source(line), reason)
        }

        /// Adds a draw of `layout` read at `line`, if it is of the game asked for.
        mutating func add(_ draw: RecordedDraw, line: Int, layout: DrawLayout) throws(DrawImportError) {
            if let game, game.id != draw.game.id {
                throw failure(line, "a \(draw.game.id) draw, but the game asked for is \(game.id)")
            }
            guard draws.count < mostDraws else {
                throw DrawImportError(
                    .tooLarge, at: source(line), "more than \(mostDraws) draws: not one game's results")
            }
            draws.append(SourcedDraw(draw, source: source(line)))
            if !layouts.contains(layout) { layouts.append(layout) }
            if line - lastReportedLine >= Self.linesPerReport {
                lastReportedLine = line
                progress(line)
            }
        }

        // MARK: JSON

        mutating func readJSON(_ bytes: [UInt8]) throws(DrawImportError) {
            if let canonical = Self.canonicalDraws(in: bytes, progress: progress) {
                for (draw, line) in canonical { try add(draw, line: line, layout: .lottoJSON) }
                return
            }
            // The records of a large answer stand in a top-level array or in dhlottery's
            // "data": {"list": [...]}: they are read one at a time as the parser reaches them,
            // so that the text is never held whole as a tree (a value of the tree costs many
            // times the bytes of its text).
            var index = 0
            var listed = 0
            do {
                try JSONParser.forEachValue(
                    in: bytes, streaming: { $0 == [] || $0 == ["data", "list"] },
                    element: { element, place, line in
                        if place.isEmpty {
                            try readJSONRecord(element)
                        } else {
                            try readListedRecord(element, line: line)
                            listed += 1
                        }
                    },
                    value: { value in
                        defer {
                            index += 1
                            listed = 0
                        }
                        if index == 0, case .object(let object) = value, case .string(let format)? = object["format"] {
                            try checkLottoHeader(
                                format: format, version: object["version"]?.wholeNumber, line: object.line)
                            return
                        }
                        switch value {
                        case .array:
                            break  // each element was read as it came
                        case .object where listed > 0:
                            break  // a dhlottery answer whose list was read as it came
                        default:
                            try readJSONRecord(value)
                        }
                    })
            } catch let error as JSONParser.SyntaxError {
                throw failure(error.line, "not JSON: \(error.reason)")
            } catch let error as DrawImportError {
                throw error
            } catch {
                throw failure(1, "\(error)")
            }
        }

        /// A record of a dhlottery answer's list, starting at `line`.
        private mutating func readListedRecord(_ element: JSONValue, line: Int) throws(DrawImportError) {
            guard case .object(let record) = element else {
                throw failure(line, "\"list\" holds \(element.shortDescription), not a draw record")
            }
            try add(try DhlotteryRecord.current(record, reader: self), line: record.line, layout: .dhlottery)
        }

        /// A lotto file's header line opening the input: lotto's own draw history is imported
        /// (a copy, a backup) if this lotto knows its version; any other lotto file is named.
        private func checkLottoHeader(format: String, version: Int?, line: Int) throws(DrawImportError) {
            guard format == DrawFileFormat.format.name else {
                throw failure(
                    line,
                    format == TicketFileFormat.formatName
                        ? "a lotto ticket file, not draw results" : "a \(format.quoted) file, not draw results")
            }
            if let version, version > DrawFileFormat.version {
                throw failure(
                    line, "a lotto draw history of a newer format (version \(version)); upgrade lotto to import it")
            }
        }

        /// The draws of a file exactly as `lotto draws --json` (an array, an object a line) or
        /// the history file (its header, then an object a line) writes them, with their lines;
        /// `nil` for any other text, which the general reader then reads or refuses. Reading
        /// lotto's own output so costs far less than building a JSON tree of it, and is exact:
        /// every line is taken only as ``CanonicalDrawReader`` takes it.
        static func canonicalDraws(
            in bytes: [UInt8], progress: (_ line: Int) -> Void = { _ in }
        ) -> [(RecordedDraw, line: Int)]? {
            bytes.withUnsafeBufferPointer { text -> [(RecordedDraw, line: Int)]? in
                var reader = CanonicalDrawReader()
                var draws: [(RecordedDraw, line: Int)] = []
                // Where the lines are in the frame: before "[" (or the first object of JSON
                // Lines), inside the array, or after its "]".
                enum Place { case start, array, jsonLines, end }
                var place = Place.start
                var commaOwed = false  // the last object of the array ended with ","
                var lineStart = 0
                var lineNumber = 0
                let header = DrawFileFormat.format.headerLine().dropLast()  // without its newline
                while lineStart < text.count {
                    lineNumber += 1
                    if lineNumber % Reader.linesPerReport == 0 { progress(lineNumber) }
                    var lineEnd = lineStart
                    while lineEnd < text.count, text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                    let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
                    lineStart = lineEnd + 1
                    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                    switch (place, line.first) {
                    case (.start, UInt8(ascii: "{")) where line.elementsEqual(header):
                        place = .jsonLines
                        continue
                    case (.start, UInt8(ascii: "[")) where line.count == 1:
                        place = .array
                        continue
                    case (.array, UInt8(ascii: "]")) where line.count == 1 && !commaOwed:
                        place = .end
                        continue
                    case (.start, UInt8(ascii: "{")), (.jsonLines, UInt8(ascii: "{")):
                        place = .jsonLines
                        guard let draw = reader.decode(line) else { return nil }
                        draws.append((draw, lineNumber))
                    case (.array, UInt8(ascii: "{")) where commaOwed || draws.isEmpty:
                        commaOwed = line.last == UInt8(ascii: ",")
                        let object = commaOwed ? UnsafeBufferPointer(rebasing: line.dropLast()) : line
                        guard let draw = reader.decode(object) else { return nil }
                        draws.append((draw, lineNumber))
                    default:
                        return nil
                    }
                }
                return place == .jsonLines || place == .end ? draws : nil
            }
        }

        private mutating func readJSONRecord(_ value: JSONValue) throws(DrawImportError) {
            guard case .object(let object) = value else {
                throw failure(1, "expected draw records (JSON objects), found \(value.shortDescription)")
            }
            if object["data"] != nil {
                for record in try DhlotteryRecord.listedRecords(in: object, reader: self) {
                    try add(try DhlotteryRecord.current(record, reader: self), line: record.line, layout: .dhlottery)
                }
            } else if object["ltEpsd"] != nil {
                try add(try DhlotteryRecord.current(object, reader: self), line: object.line, layout: .dhlottery)
            } else if object["drwNo"] != nil || object["returnValue"] != nil {
                try add(try DhlotteryRecord.legacy(object, reader: self), line: object.line, layout: .dhlotteryLegacy)
            } else if object["game"] != nil {
                let draw: RecordedDraw
                do {
                    draw = try DrawFileFormat.decode(value)
                } catch {
                    throw failure(object.line, error.reason)
                }
                try add(draw, line: object.line, layout: .lottoJSON)
            } else {
                throw failure(
                    object.line,
                    "not a draw of a layout lotto reads: expected dhlottery's \"ltEpsd\" or \"drwNo\", "
                        + "or lotto's \"game\"")
            }
        }
    }
}
