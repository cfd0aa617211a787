import Lotto

/// Prints a sequence of items as lines of text, as one JSON array (one element a line), or as
/// CSV with a header row, streaming: `[` with the first element, `]` at the end, `[]` for none.
final class ListPrinter {
    enum Format: String, CaseIterable {
        case text, json, csv
    }

    let format: Format
    /// Whether text output may colour numbers (see ``BallColors``).
    let colored: Bool
    private let output: StandardOutput
    private let csvHeader: [String]
    private var count = 0

    /// - Parameter csvHeader: the CSV columns, the JSON keys in the same (sorted) order.
    init(format: Format, output: StandardOutput, csvHeader: [String]) {
        self.format = format
        self.output = output
        colored = format == .text && output.isColored
        self.csvHeader = csvHeader
    }

    /// Prints a batch of items; `text`, `json` and `csv` append one item's forms to a buffer
    /// (for CSV, the fields of one row: see ``appendCSVFields(_:to:)``).
    ///
    /// The batch is formatted into a local buffer and handed to the output once: touching the
    /// output's buffer per item costs a run-time exclusivity check each time.
    func print<Item>(
        _ items: [Item], text: (Item, inout [UInt8]) -> Void, json: (Item, inout [UInt8]) -> Void,
        csv: (Item, inout [UInt8]) -> Void
    ) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count * 80)
        for item in items {
            switch format {
            case .text:
                text(item, &bytes)
                bytes.append(UInt8(ascii: "\n"))
            case .json:
                bytes.append(contentsOf: count == 0 ? "[\n".utf8 : ",\n".utf8)
                json(item, &bytes)
            case .csv:
                if count == 0 {
                    Self.appendCSVFields(csvHeader, to: &bytes)
                    bytes.append(UInt8(ascii: "\n"))
                }
                csv(item, &bytes)
                bytes.append(UInt8(ascii: "\n"))
            }
            count += 1
        }
        output.append(bytes)
    }

    /// Prints drawn tickets of `game`, as ``print(_:text:json:csv:)`` would.
    ///
    /// Plain text (no colours), the form of a bulk draw into a file or a pipe, is written
    /// straight into one buffer sized for the batch, with no per-ticket append: it is most of
    /// the cost of a bulk draw after the drawing itself.
    func printDrawnTickets(_ tickets: [LottoTicket], game: GameID) {
        guard format == .text, !colored else {
            return print(
                tickets,
                text: { ticket, bytes in appendTicket(ticket, game: game, to: &bytes) },
                json: { ticket, bytes in TicketRecord(drawn: ticket, game: game).appendJSON(to: &bytes) },
                csv: { ticket, bytes in TicketRecord(drawn: ticket, game: game).appendCSV(to: &bytes) })
        }
        let rules = LottoGame(game)
        let capacity =
            tickets.count * LottoTicket.textLineCapacity(numbers: rules.main.count + (rules.extra?.count ?? 0))
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
            let start = buffer.baseAddress!
            var end = start
            for ticket in tickets {
                end += ticket.writeTextLine(to: end)
            }
            written = end - start
        }
        count += tickets.count
        output.append(bytes)
    }

    /// Ends the list: closes the JSON array, or writes the CSV header of an empty list.
    ///
    /// - Parameter trailer: JSON text after the array, before its line ends: the rest of an
    ///   object that holds the list.
    func end(jsonTrailer trailer: String = "") {
        switch format {
        case .json: output.append((count == 0 ? "[]" : "\n]") + trailer + "\n")
        case .csv where count == 0:
            var bytes: [UInt8] = []
            Self.appendCSVFields(csvHeader, to: &bytes)
            output.append(bytes + [UInt8(ascii: "\n")])
        default: break
        }
    }

    /// Writes out what is buffered, and reports a failed write.
    func finish() throws {
        try output.finish()
    }

    /// Appends bytes as they are, in any format: the start of an object that holds the list.
    func appendRaw(_ bytes: [UInt8]) {
        output.append(bytes)
    }

    /// Appends `text` before or after the list (a heading, a summary), in text format only.
    func appendInText(_ text: String) {
        if format == .text { output.append(text) }
    }

    /// Finishes the output of a command that has changed the store.
    ///
    /// The change is made and durable, so output that cannot be written (a full disk, a closed
    /// pipe) is not the command's failure: it is a warning that says what was changed, and the
    /// command succeeds, so that a script does not make the change a second time.
    ///
    /// - Parameter change: what the command did, e.g. `saved #12`.
    func finishAfterChange(_ change: @autoclosure () -> String) {
        do {
            try finish()
        } catch {
            printWarning("\(change()), but \(error)")
        }
    }

    /// Appends a ticket's text form, coloured on a terminal.
    func appendTicket(_ ticket: LottoTicket, game: GameID, to bytes: inout [UInt8]) {
        if colored {
            BallColors.appendTicket(ticket, game: game, to: &bytes)
        } else {
            ticket.appendText(to: &bytes)
        }
    }

    /// Appends CSV fields (RFC 4180): separated by commas, quoted when they hold a comma, a
    /// quote or a line break. Lists of numbers go in one field, separated by spaces.
    static func appendCSVFields(_ fields: [String], to bytes: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) {
                bytes.append(contentsOf: ("\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"").utf8)
            } else {
                bytes.append(contentsOf: field.utf8)
            }
        }
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

extension [Int] {
    /// `3 11 19`: a list of numbers in one CSV field.
    var spaced: String {
        map(String.init).joined(separator: " ")
    }
}
