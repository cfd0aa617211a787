import Lotto
import Platform

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
    /// Whether nothing has been printed.
    var isEmpty: Bool { count == 0 }
    /// The memory plain text is written through (see ``TextBlockWriter``), made on first use
    /// and kept.
    private var textBlock: ByteBlock?
    /// How wide a ticket's `#id` is written, padded with spaces after it: that of the widest id
    /// the list may hold (see ``alignIDs(upTo:)``); 0 for each as wide as it is.
    private var idWidth = 0

    /// - Parameter csvHeader: the CSV columns, in the order each row gives its fields.
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

    /// Prints `items` in plain text straight through this printer's block (see
    /// ``TextBlockWriter``): each line at most `room` bytes before its line end, written by
    /// `line`. Inlined, so that a line costs no closure call.
    @inline(__always)
    func printPlainLines<Item>(
        _ items: [Item], room: (Item) -> Int, line: (Item, inout TextBlockWriter) -> Void
    ) {
        let block = textBlock ?? ByteBlock(capacity: TextBlockWriter.capacity)
        textBlock = block
        count += items.count
        TextBlockWriter.writing(to: output, through: block) { writer in
            for item in items {
                writer.beginLine(room: room(item) + 1)
                line(item, &writer)
                writer.write(UInt8(ascii: "\n"))
            }
        }
    }

    /// Prints drawn tickets of `game`, as ``print(_:text:json:csv:)`` would.
    ///
    /// Plain text (no colours), the form of a bulk draw into a file or a pipe, is written
    /// straight into memory (see ``TextBlockWriter``), with no per-ticket append: it is most of
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
        let lineRoom = LottoTicket.textLineCapacity(numbers: rules.main.count + (rules.extra?.count ?? 0))
        printPlainLines(tickets, room: { _ in lineRoom }) { ticket, writer in writer.write(ticket) }
    }

    /// The most `#id  numbers` takes: an id of up to 20 characters, padded or not (a whole
    /// number has at most 19 digits), a ticket of up to 128 numbers.
    static let ticketLineRoom = 1 + 20 + 2 + LottoTicket.textLineCapacity(numbers: LottoRule.maximumNumber + 1)

    /// Pads each ticket's `#id` from now on to the width of `#highestID`, so that the numbers
    /// after it line up (`#9 ` above `#10`). A stream says its highest id with every page, the
    /// first included, before any line is printed: a width found page by page would shift the
    /// lines mid-list.
    func alignIDs(upTo highestID: Int) {
        var width = 2  // `#` and a digit
        var rest = highestID / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        idWidth = width
    }

    /// `#7  3 11 19 27 38 42`, coloured on a terminal.
    func appendTicketStart(_ id: Int, _ ticket: LottoTicket, game: GameID, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(UInt8(ascii: "#"))
        bytes.appendDecimal(id)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(0, idWidth - (bytes.count - start))))
        bytes.append("  ")
        appendTicket(ticket, game: game, to: &bytes)
    }

    /// `#7  3 11 19 27 38 42`.
    func writeTicketStart(_ id: Int, _ ticket: LottoTicket, to writer: inout TextBlockWriter) {
        writer.writeID(id, width: idWidth)
        writer.write("  ")
        writer.write(ticket)
    }

    /// The numbers a check matched: `3 11 19`, `3 11 + 7`, `+ 7` or `none`.
    static func matchedText(_ result: CheckResult) -> String {
        if result.matched.numbers.isEmpty && result.matched.extraNumbers.isEmpty {
            "none"
        } else if result.matched.numbers.isEmpty {
            "+ " + result.matched.extraNumbers.map(String.init).joined(separator: " ")
        } else {
            result.matched.description
        }
    }

    /// What a check won: `  tier 5`, and `  prize 5,000 KRW`, `  prize a free Lucky Dip` or
    /// `  prize unknown` against a recorded draw (`  prize unknown: base 10.00 USD, multiplier
    /// unknown` for a play saved without the multiplier printed on it); `  no prize`.
    ///
    /// A prize then says what is left after tax and the last day to claim it (see
    /// ``claimText(_:)``), where its draw's date is known: `drawnOn`.
    static func outcomeText(_ result: CheckResult, drawnOn date: CivilDate? = nil) -> String {
        guard let tier = result.tier else { return "  no prize" }
        let claim = claimText(PrizeClaim(result, drawnOn: date))
        switch result.prize {
        case .known(let money)?: return "  tier \(tier)  prize \(money)" + claim
        case .unknown?: return "  tier \(tier)  prize unknown" + claim
        case .freePlay(let name)?: return "  tier \(tier)  prize a \(name)" + claim
        case .baseOnly(let base)?: return "  tier \(tier)  prize unknown: base \(base), multiplier unknown" + claim
        case nil: return "  tier \(tier)"
        }
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

    /// Writes out what is buffered so far, so that what standard error says next shows after
    /// it; `false` once a write has failed (``finish()`` reports it).
    func flush() -> Bool {
        output.flush()
        return output.failure == nil
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
    /// - Parameters:
    ///   - change: what the command did, e.g. `saved #12`.
    ///   - errors: where the warning goes.
    func finishAfterChange(_ change: @autoclosure () -> String, warning errors: StandardError) {
        do {
            try finish()
        } catch {
            errors.warn("\(change()), but \(error)")
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
}
