/// A key press, as the terminal sends it in raw mode.
enum Key: Equatable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab, enter, escape, backspace
    case controlC, controlZ
    /// A click or the wheel (see ``MouseEvent``).
    case mouse(MouseEvent)
    /// Text pasted in a terminal in bracketed-paste mode (`ESC [ 200 ~` … `ESC [ 201 ~`): one
    /// event a paste, whatever it holds; its text is never keys (``KeyReader`` skips it).
    case paste
    /// Text that came together (a paste, keys typed faster than they are read), where a line
    /// takes text: the ticket line (``KeyReader/keys(in:moreWaiting:textRoom:)``). Printable
    /// characters only, a tab a space, up to the first line break or other control: it never
    /// holds Enter, so it never saves the line by itself.
    case text(String)
    /// A sequence lotto has no use for.
    case unknown

    /// Whether it is ``text(_:)``.
    var isText: Bool {
        if case .text = self { true } else { false }
    }

    /// What the bytes from `index` begin with.
    enum Decoded: Equatable {
        /// A key, `length` bytes long.
        case key(Key, length: Int)
        /// An escape sequence that the bytes end inside of: the rest of it is still to come.
        case incomplete
    }

    /// Decodes the key that `bytes` has at `index`. Escape sequences (`ESC [ A`, `ESC [ 5 ~`,
    /// `ESC O H`) are the keys they stand for. A control sequence cut short (`ESC [ 20`) is
    /// ``Decoded/incomplete``: a terminal writes one whole, so its end is in the next read. A
    /// lone escape byte at the end is the Esc key, unless `moreWaiting` (the terminal has more to
    /// give at once): then it is the start of a sequence cut short.
    static func decode(_ bytes: [UInt8], at index: Int, moreWaiting: Bool) -> Decoded {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            let next = index + 1
            guard next < bytes.count else { return moreWaiting ? .incomplete : .key(.escape, length: 1) }
            guard bytes[next] == UInt8(ascii: "[") || bytes[next] == UInt8(ascii: "O") else {
                return .key(.escape, length: 1)
            }
            let start = next + 1
            var end = start
            // Parameters and intermediates, then one final byte (ECMA-48).
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            // Another byte (an escape, a control) breaks the sequence off: it is nothing, and
            // that byte begins what comes next, a paste's start say.
            if end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { return .key(.unknown, length: end - index) }
            guard end < bytes.count else {
                // `ESC O` and its final byte are a key only together; alone at the end of a
                // read that left nothing waiting, it is nothing lotto uses, as it always was.
                let isControlSequence = bytes[next] == UInt8(ascii: "[")
                return isControlSequence || moreWaiting ? .incomplete : .key(.unknown, length: bytes.count - index)
            }
            return .key(sequence(parameters: bytes[start..<end], final: bytes[end]), length: end + 1 - index)
        case 0x09: return .key(.tab, length: 1)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x03: return .key(.controlC, length: 1)
        case 0x1A: return .key(.controlZ, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default:
            // The rest of a UTF-8 character, or a control byte: nothing lotto uses.
            return .key(.unknown, length: 1)
        }
    }

    private static func sequence(parameters: ArraySlice<UInt8>, final: UInt8) -> Key {
        let text = String(decoding: parameters, as: UTF8.self)
        if let event = MouseEvent(parameters: text, final: Unicode.Scalar(final)) { return .mouse(event) }
        return switch (text, Unicode.Scalar(final)) {
        case ("", "A"): .up
        case ("", "B"): .down
        case ("", "C"): .right
        case ("", "D"): .left
        case ("", "H"), ("1", "~"), ("7", "~"): .home
        case ("", "F"), ("4", "~"), ("8", "~"): .end
        case ("5", "~"): .pageUp
        case ("6", "~"): .pageDown
        case ("", "Z"): .backTab
        case ("200", "~"): .paste
        // A paste's end outside a paste (`201 ~`) is among the rest: nothing.
        default: .unknown
        }
    }
}
