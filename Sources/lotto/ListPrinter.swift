/// Prints a sequence of items either as lines of text or as one JSON array, one element a
/// line, streaming: `[` with the first element, `]` at the end, and `[]` for none.
final class ListPrinter {
    enum Format {
        case text, json
    }

    private let format: Format
    private let output: StandardOutput
    private var count = 0

    init(format: Format, output: StandardOutput) {
        self.format = format
        self.output = output
    }

    /// Prints a batch of items; `text` and `json` append one item's forms to a buffer.
    ///
    /// The batch is formatted into a local buffer and handed to the output once: touching the
    /// output's buffer per item costs a run-time exclusivity check each time.
    func print<Item>(
        _ items: [Item], text: (Item, inout [UInt8]) -> Void, json: (Item, inout [UInt8]) -> Void
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
            }
            count += 1
        }
        output.append(bytes)
    }

    /// Closes the JSON array, flushes, and reports a failed write.
    func finish() throws {
        if format == .json {
            output.append(Array((count == 0 ? "[]\n" : "\n]\n").utf8))
        }
        try output.finish()
    }
}
