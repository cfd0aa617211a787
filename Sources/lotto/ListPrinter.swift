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

    /// Prints one item; `text` and `json` append its forms to the buffer.
    func print(text: (inout [UInt8]) -> Void, json: (inout [UInt8]) -> Void) {
        switch format {
        case .text:
            text(&output.buffer)
            output.buffer.append(UInt8(ascii: "\n"))
        case .json:
            output.buffer.append(contentsOf: count == 0 ? "[\n".utf8 : ",\n".utf8)
            json(&output.buffer)
        }
        count += 1
        output.flushIfFull()
    }

    /// Closes the JSON array, flushes, and reports a failed write.
    func finish() throws {
        if format == .json {
            output.append(count == 0 ? "[]\n" : "\n]\n")
        }
        try output.finish()
    }
}
