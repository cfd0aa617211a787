import Lotto
import Platform

/// Lines of text written straight into a block of memory (through a ``ByteWriter``, which
/// checks each write against the block's end), which goes to standard output whenever the next
/// line might not fit: no array append (and its uniqueness check) per field. The plain-text
/// lists of a million tickets (`list`, `check`) spend most of their time formatting, so they
/// write through this.
struct TextBlockWriter {
    /// The bytes written out at a time.
    static let blockSize = 1 << 16
    /// The most one line may take.
    static let lineLimit = 4_096

    private var bytes: ByteWriter
    private let output: StandardOutput
    /// The last time written in this block and where, to copy for the next ticket saved in the
    /// same second rather than work out the date again.
    private var lastTime: (time: Timestamp, offset: Int)?
    /// Likewise the last draw written, and its length: tickets saved together are for one draw.
    private var lastDraw: (draw: TicketDraw, offset: Int, count: Int)?

    private init(bytes: ByteWriter, output: StandardOutput) {
        self.bytes = bytes
        self.output = output
    }

    /// The room a writer needs: a block and the longest line.
    static let capacity = blockSize + lineLimit

    /// Runs `body` with a writer onto `output` through `block` (of ``capacity`` bytes), and
    /// hands `output` what it wrote. The caller keeps the block for its next lines.
    static func writing(to output: StandardOutput, through block: ByteBlock, _ body: (inout TextBlockWriter) -> Void) {
        block.withWriter { bytes in
            var writer = TextBlockWriter(bytes: bytes, output: output)
            body(&writer)
            writer.flush()
        }
    }

    /// Makes room for a line of at most `room` bytes (at most ``lineLimit``).
    mutating func beginLine(room: Int) {
        precondition(room <= Self.lineLimit, "a line longer than the writer's limit")
        if bytes.count + room > Self.capacity {
            flush()
        }
    }

    private mutating func flush() {
        output.append(bytes.written)
        bytes.removeAll()
        lastTime = nil
        lastDraw = nil
    }

    @inline(__always)
    mutating func write(_ byte: UInt8) {
        bytes.write(byte)
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        bytes.write(text)
    }

    @inline(__always)
    mutating func write(_ text: String.UTF8View) {
        bytes.write(text)
    }

    @inline(__always)
    mutating func writeDecimal(_ number: Int) {
        bytes.writeDecimal(number)
    }

    /// `#7`, then spaces up to `width` bytes in all: at most 20 bytes for a width of at most 20.
    @inline(__always)
    mutating func writeID(_ id: Int, width: Int) {
        let start = bytes.count
        bytes.write(UInt8(ascii: "#"))
        bytes.writeDecimal(id)
        for _ in stride(from: bytes.count - start, to: width, by: 1) {
            bytes.write(UInt8(ascii: " "))
        }
    }

    /// The numbers of `ticket`, as ``LottoTicket/description``: at most
    /// ``LottoTicket/textLineCapacity(numbers:)`` bytes.
    @inline(__always)
    mutating func write(_ ticket: LottoTicket) {
        ticket.writeText(to: &bytes)
    }

    /// `  draw 2026-11-28 (round 1200)`, or the date alone: at most ``drawRoom`` bytes.
    @inline(__always)
    mutating func write(_ draw: TicketDraw) {
        let start = bytes.count
        if let last = lastDraw, last.draw == draw {
            bytes.repeatBytes(from: last.offset, count: last.count)
            lastDraw = (draw, start, last.count)
            return
        }
        write("  draw ")
        draw.date.writeISO8601(to: &bytes)
        if let round = draw.round {
            write(" (round ")
            writeDecimal(round)
            write(UInt8(ascii: ")"))
        }
        lastDraw = (draw, start, bytes.count - start)
    }

    /// The most ``write(_:)-(TicketDraw)`` writes: a round of up to 16 digits.
    static let drawRoom = 7 + 10 + 8 + 16 + 1

    /// `YYYY-MM-DDTHH:MM:SSZ`: ``Timestamp/iso8601Length`` bytes.
    @inline(__always)
    mutating func write(_ time: Timestamp) {
        let start = bytes.count
        if let last = lastTime, last.time == time {
            bytes.repeatBytes(from: last.offset, count: Timestamp.iso8601Length)
        } else {
            time.writeISO8601(to: &bytes)
        }
        lastTime = (time, start)
    }
}
