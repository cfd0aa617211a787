/// A key press, as the terminal sends it in raw mode.
enum Key: Equatable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab, enter, escape, backspace
    case controlC, controlZ
    /// A click or the wheel (see ``MouseEvent``).
    case mouse(MouseEvent)
    /// A sequence lotto has no use for.
    case unknown

    /// The keys in `bytes`, in order. A lone escape byte at the end is the Esc key; escape
    /// sequences (`ESC [ A`, `ESC [ 5 ~`, `ESC O H`) are the keys they stand for.
    static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")
                else {
                    keys.append(.escape)
                    continue
                }
                let start = index + 1
                var end = start
                // Parameters and intermediates, then one final byte (ECMA-48).
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    keys.append(.unknown)
                    index = bytes.count
                    continue
                }
                keys.append(Self.sequence(parameters: bytes[start..<end], final: bytes[end]))
                index = end + 1
            case 0x09: keys.append(.tab)
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x03: keys.append(.controlC)
            case 0x1A: keys.append(.controlZ)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default:
                // The rest of a UTF-8 character, or a control byte: nothing lotto uses.
                keys.append(.unknown)
            }
        }
        return keys
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
        default: .unknown
        }
    }
}
