/// A ticket's line said short, from its bytes, as a shell shows it beside the id.
extension TicketIDScan {
    /// The game unless it is Korean 6/45, the numbers (and the separate drum's, after a `+`)
    /// and the draw: `1 2 3 4 5 6 draw 2026-11-28`, `powerball 1 2 3 4 5 + 6 draw 2026-11-28,
    /// 4 draws`, `1 2 3 4 5 6 no draw`. Only printable ASCII is kept: the text goes to a
    /// terminal.
    ///
    /// One pass over the line's keys, no ticket built: a million lines are said in well under a
    /// second.
    static func description(of line: UnsafeBufferPointer<UInt8>) -> String {
        let values = TopLevelValues(line)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        if let game = values.game, let name = string(in: line, at: game),
            !name.elementsEqual(korean645)
        {
            append(name, to: &text)
            text.append(space)
        }
        if let numbers = values.numbers { appendList(line, from: numbers, to: &text) }
        if let extra = values.extra, extra + 1 < line.count, line[extra + 1] != UInt8(ascii: "]") {
            text += " + ".utf8
            appendList(line, from: extra, to: &text)
        }
        if let draw = values.draw, let date = string(in: line, at: draw) {
            text += " draw ".utf8
            append(date, to: &text)
        } else if let draw = values.draw, line[draw] == UInt8(ascii: "{"),
            let span = UnsafeBufferPointer(rebasing: line[draw...]).firstIndex(of: UInt8(ascii: "}")),
            case let object = UnsafeBufferPointer(rebasing: line[draw...draw + span]),
            let first = value(of: Key.first, in: object), let date = string(in: object, at: first),
            let countStart = value(of: Key.count, in: object), let count = number(in: object, at: countStart)
        {
            text += " draw ".utf8
            append(date, to: &text)
            text += ", \(count) draws".utf8
        } else {
            text += " no draw".utf8
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let space = UInt8(ascii: " ")
    private static let korean645 = Array(LottoGame.korean645.id.rawValue.utf8)

    private enum Key {
        static let first = Array(#""first":"#.utf8)
        static let count = Array(#""count":"#.utf8)
    }

    /// Where the values of the keys a description reads start, found in one pass over the
    /// line's top level (strings and nested values skipped whole), up to the numbers.
    private struct TopLevelValues {
        var game: Int?
        var numbers: Int?
        var extra: Int?
        var draw: Int?

        init(_ line: UnsafeBufferPointer<UInt8>) {
            var index = 1
            let quote = UInt8(ascii: "\"")
            while index < line.count, line[index] == quote {
                let nameStart = index + 1
                var nameEnd = nameStart
                while nameEnd < line.count, line[nameEnd] != quote { nameEnd += 1 }
                let valueStart = nameEnd + 2
                guard valueStart < line.count, line[nameEnd + 1] == UInt8(ascii: ":") else { return }
                switch nameEnd - nameStart {
                case 4 where line[nameStart] == UInt8(ascii: "g"): game = valueStart
                case 4 where line[nameStart] == UInt8(ascii: "d"): draw = valueStart
                case 7 where line[nameStart] == UInt8(ascii: "n"):
                    // Lotto writes the keys in order, the game, extra and draw before: what
                    // follows (the round, the time saved) is not read.
                    numbers = valueStart
                    return
                case 5 where line[nameStart] == UInt8(ascii: "e"): extra = valueStart
                default: break
                }
                index = Self.end(ofValueAt: valueStart, in: line) + 1
            }
        }

        /// Where the value at `start` ends: the `,` or `}` after it.
        private static func end(ofValueAt start: Int, in line: UnsafeBufferPointer<UInt8>) -> Int {
            var index = start
            var depth = 0
            var inString = false
            while index < line.count {
                let byte = line[index]
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: ","): if depth == 0 { return index }
                    case UInt8(ascii: "]"), UInt8(ascii: "}"):
                        guard depth > 0 else { return index }
                        depth -= 1
                    default: break
                    }
                }
                index += 1
            }
            return index
        }
    }

    /// The bytes of the string at `index` (its opening quote), to its closing quote.
    private static func string(in line: UnsafeBufferPointer<UInt8>, at index: Int) -> UnsafeBufferPointer<UInt8>? {
        guard index < line.count, line[index] == UInt8(ascii: "\"") else { return nil }
        var end = index + 1
        while end < line.count, line[end] != UInt8(ascii: "\"") {
            guard line[end] != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        guard end < line.count else { return nil }
        return UnsafeBufferPointer(rebasing: line[(index + 1)..<end])
    }

    /// `bytes`, but those that are not printable ASCII.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
        for byte in bytes where (0x20...0x7E).contains(byte) { text.append(byte) }
    }

    /// The whole numbers of the array at `index` (its `[`), apart by spaces.
    private static func appendList(_ line: UnsafeBufferPointer<UInt8>, from index: Int, to text: inout [UInt8]) {
        guard index < line.count, line[index] == UInt8(ascii: "[") else { return }
        var position = index + 1
        while position < line.count, line[position] != UInt8(ascii: "]") {
            let byte = line[position]
            if byte == UInt8(ascii: ",") {
                text.append(space)
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                text.append(byte)
            }
            position += 1
        }
    }
}
