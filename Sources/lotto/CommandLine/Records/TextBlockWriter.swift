import Lotto

/// Lines of text written straight into a block of memory, which goes to standard output
/// whenever the next line might not fit: no array append (and its uniqueness check) per field.
/// The plain-text lists of a million tickets (`list`, `check`) spend most of their time
/// formatting, so they write through this.
struct TextBlockWriter {
    /// The bytes written out at a time.
    static let blockSize = 1 << 16
    /// The most one line may take.
    static let lineLimit = 4_096

    private let start: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>
    private let output: StandardOutput
    /// The last time written in this block and where, to copy for the next ticket saved in the
    /// same second rather than work out the date again.
    private var lastTime: (time: Timestamp, text: UnsafeMutablePointer<UInt8>)?
    /// Likewise the last draw written, and its length: tickets saved together are for one draw.
    private var lastDraw: (draw: TicketDraw, text: UnsafeMutablePointer<UInt8>, count: Int)?

    private init(start: UnsafeMutablePointer<UInt8>, output: StandardOutput) {
        self.start = start
        end = start
        self.output = output
    }

    /// The room a writer needs: a block and the longest line.
    static let capacity = blockSize + lineLimit

    /// Runs `body` with a writer onto `output` through `block` (of ``capacity`` bytes), and
    /// hands `output` what it wrote. The caller keeps the block for its next lines: a block
    /// taken and freed for every page of a large draw would be given back to the system and
    /// faulted in again, page after page.
    static func writing(
        to output: StandardOutput, through block: UnsafeMutablePointer<UInt8>, _ body: (inout TextBlockWriter) -> Void
    ) {
        var writer = TextBlockWriter(start: block, output: output)
        body(&writer)
        writer.flush()
    }

    /// Makes room for a line of at most `room` bytes (at most ``lineLimit``).
    mutating func beginLine(room: Int) {
        precondition(room <= Self.lineLimit, "a line longer than the writer's limit")
        if end - start + room > Self.capacity {
            flush()
        }
    }

    private mutating func flush() {
        output.append(UnsafeBufferPointer(start: start, count: end - start))
        end = start
        lastTime = nil
        lastDraw = nil
    }

    mutating func write(_ byte: UInt8) {
        end[0] = byte
        end += 1
    }

    mutating func write(_ text: StaticString) {
        end.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        end += text.utf8CodeUnitCount
    }

    mutating func write(_ text: String.UTF8View) {
        for byte in text {
            write(byte)
        }
    }

    mutating func writeDecimal(_ number: Int) {
        end += end.writeDecimal(number)
    }

    /// The numbers of `ticket`, as ``LottoTicket/description``: at most
    /// ``LottoTicket/textLineCapacity(numbers:)`` bytes.
    mutating func write(_ ticket: LottoTicket) {
        end += ticket.writeTextLine(to: end) - 1  // not its line end
    }

    /// `  draw 2026-11-28 (round 1200)`, or the date alone: at most ``drawRoom`` bytes.
    mutating func write(_ draw: TicketDraw) {
        if let last = lastDraw, last.draw == draw {
            end.update(from: last.text, count: last.count)
            lastDraw = (draw, end, last.count)
            end += last.count
            return
        }
        let start = end
        write("  draw ")
        draw.date.writeISO8601(to: end)
        end += 10
        if let round = draw.round {
            write(" (round ")
            writeDecimal(round)
            write(UInt8(ascii: ")"))
        }
        lastDraw = (draw, start, end - start)
    }

    /// The most ``write(_:)-(TicketDraw)`` writes: a round of up to 16 digits.
    static let drawRoom = 7 + 10 + 8 + 16 + 1

    /// `YYYY-MM-DDTHH:MM:SSZ`: ``Timestamp/iso8601Length`` bytes.
    mutating func write(_ time: Timestamp) {
        if let last = lastTime, last.time == time {
            end.update(from: last.text, count: Timestamp.iso8601Length)
        } else {
            time.writeISO8601(to: end)
        }
        lastTime = (time, end)
        end += Timestamp.iso8601Length
    }
}
