/// Turns what the terminal sends, read after read, into keys: the key loop owns one, because
/// what one read brings may end in the middle of something that the next read finishes.
///
/// - A paste: the app turns on bracketed paste (``TerminalSession``), so the terminal wraps
///   pasted text in `ESC [ 200 ~` … `ESC [ 201 ~`. The reader gives one ``Key/paste`` at its
///   start and skips the rest up to its end, over as many reads as it takes: pasted text is
///   never keys, whatever it holds (`d`, `y`, escape sequences). It keeps none of the text,
///   only how much of the end marker it has seen, so a paste of any size costs no memory. It
///   trusts the terminal's markers, as crossterm's reader does: were a paste's end never to
///   come, no later byte would be read as a key (a signal still ends the app).
/// - A control sequence cut short at the end of a read (`ESC [ 20`, the rest of a paste's start
///   or of a mouse report in the next read) is held, up to ``longestHeldSequence`` bytes, and
///   read with what comes next, rather than decoded as an unknown key and characters.
struct KeyReader {
    /// The end of a paste: `ESC [ 201 ~`.
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// The most bytes of a sequence cut short that are held for the next read: the longest a
    /// terminal sends lotto, a mouse report, is under 20; anything longer is not one.
    static let longestHeldSequence = 32

    /// The bytes of a control sequence that the last read ended inside of.
    private var held: [UInt8] = []
    /// Inside a paste, how many bytes of ``pasteEnd`` the last bytes read match; `nil` outside.
    private var pasteEndMatched: Int?

    /// Whether the bytes read so far end inside a paste.
    var isInsidePaste: Bool { pasteEndMatched != nil }

    /// How many bytes the reader keeps between reads: never more than ``longestHeldSequence``.
    var heldByteCount: Int { held.count }

    /// The keys that `bytes`, the next read, completes, in order.
    ///
    /// - Parameter moreWaiting: whether the terminal has more to give at once, after this read
    ///   (a zero-time `poll`): an escape byte that ends the read then begins a sequence that the
    ///   read cut, rather than being the Esc key, which a terminal sends alone. No clock decides
    ///   (crossterm asks whether the read filled its buffer; the poll asks the terminal itself).
    mutating func keys(in bytes: [UInt8], moreWaiting: Bool = false) -> [Key] {
        let bytes = held.isEmpty ? bytes : held + bytes
        held = []
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            if let matched = pasteEndMatched {
                index = skipPaste(bytes, from: index, matched: matched)
                continue
            }
            switch Key.decode(bytes, at: index, moreWaiting: moreWaiting) {
            case .key(let key, let length):
                keys.append(key)
                index += length
                if key == .paste { pasteEndMatched = 0 }
            case .incomplete where bytes.count - index <= Self.longestHeldSequence:
                held = Array(bytes[index...])
                index = bytes.count
            case .incomplete:
                keys.append(.unknown)
                index = bytes.count
            }
        }
        return keys
    }

    /// Skips pasted bytes from `index` up to the end of the paste, or of `bytes`; returns where
    /// it stopped. The marker's escape byte appears in it only first, so a byte that breaks a
    /// match starts a new one only if it is an escape byte itself.
    private mutating func skipPaste(_ bytes: [UInt8], from index: Int, matched: Int) -> Int {
        var matched = matched
        var index = index
        while index < bytes.count, matched < Self.pasteEnd.count {
            let byte = bytes[index]
            index += 1
            if byte == Self.pasteEnd[matched] {
                matched += 1
            } else {
                matched = byte == Self.pasteEnd[0] ? 1 : 0
            }
        }
        pasteEndMatched = matched == Self.pasteEnd.count ? nil : matched
        return index
    }
}
