/// Turns what the terminal sends, read after read, into keys: the key loop owns one, because
/// what one read brings may end in the middle of something that the next read finishes.
///
/// - A paste: the app turns on bracketed paste (``TerminalSession``), so the terminal wraps
///   pasted text in `ESC [ 200 ~` … `ESC [ 201 ~`. The reader gives one ``Key/paste`` at its
///   start and skips the rest up to its end, over as many reads as it takes: pasted text is
///   never keys, whatever it holds (`d`, `y`, escape sequences). It keeps none of the text,
///   only how much of the end marker it has seen, so a paste of any size costs no memory. It
///   trusts the terminal's markers, as crossterm's reader does: were a paste's end never to
///   come, no later byte would be read as a key (a signal still ends the app). Pasted text
///   may hold the end marker itself, which no byte tells from the real end: so the rest of
///   the read that holds an end, and every read the terminal had waiting at once after it,
///   is text too, and so is a read with an end marker and no paste open (the rest of a paste
///   that an end inside it cut).
/// - Text a terminal sends bare (no bracketed paste: tmux's `paste-buffer` without `-p`, an
///   older terminal): a read that brings two or more typed keys (see ``isTyped(_:)``), not
///   all one key, is pasted text, one ``Key/paste`` and no command; so is every read the
///   terminal had waiting at once after it. A person's keys come a read each; one key
///   repeated (auto-repeat, `jjjj`) and escape sequences (the arrows, the mouse) stay keys.
/// - Where a line takes text (the ticket line: `textRoom` above 0), text that came together,
///   bare or pasted, is one ``Key/text(_:)`` instead, of at most `textRoom` characters: the
///   printable ones, a tab a space, up to the first line break or other control byte (a
///   paste's end begins with one), the rest of that text dropped. It never holds Enter: a paste
///   never saves the line by itself.
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

    /// Whether the last read was text and the terminal had more waiting at once: the next read
    /// is the rest of that text.
    private var textGoesOn = false

    /// Where a line takes text: whether the text coming (a paste, or text that goes on over
    /// reads) reached a line break or other control byte, after which none of it is typed.
    private var textEnded = false

    /// Whether the bytes read so far end inside a paste.
    var isInsidePaste: Bool { pasteEndMatched != nil }

    /// How many bytes the reader keeps between reads: never more than ``longestHeldSequence``.
    var heldByteCount: Int { held.count }

    /// The keys that `bytes`, the next read, completes, in order; a read of pasted text gives
    /// one ``Key/paste`` (or nothing, when it goes on from the last read's paste).
    ///
    /// - Parameter moreWaiting: whether the terminal has more to give at once, after this read
    ///   (a zero-time `poll`): an escape byte that ends the read then begins a sequence that the
    ///   read cut, rather than being the Esc key, which a terminal sends alone; and a read of
    ///   text goes on into the next. No clock decides (crossterm asks whether the read filled
    ///   its buffer; the poll asks the terminal itself).
    /// - Parameter textRoom: how many characters of text that came together the screen takes
    ///   as text (the open ticket line's room); 0, text is a paste, never typed.
    mutating func keys(in bytes: [UInt8], moreWaiting: Bool = false, textRoom: Int = 0) -> [Key] {
        let wasText = textGoesOn
        let bytes = held.isEmpty ? bytes : held + bytes
        held = []
        var keys: [Key] = []
        // The printable bytes of the paste in this read, kept for a line that takes text.
        var pasteText: [UInt8] = []
        // The first key typed outside a paste (its first byte), and whether another differed:
        // two or more typed keys, not all one key, are more than a person types at once
        // (auto-repeat sends one key again and again, faster than the loop may read).
        var firstTyped: UInt8?
        var typedDiffer = false
        var pasteEnded = false
        var strayEnd = false
        var index = 0
        while index < bytes.count {
            if let matched = pasteEndMatched {
                let start = index
                index = skipPaste(bytes, from: index, matched: matched)
                if textRoom > 0 { keep(bytes[start..<index], in: &pasteText, room: textRoom) }
                if pasteEndMatched == nil {
                    // The end marker may be the text's own: the rest of the read is text.
                    pasteEnded = true
                    index = bytes.count
                }
                continue
            }
            switch Key.decode(bytes, at: index, moreWaiting: moreWaiting) {
            case .key(let key, let length):
                if length == Self.pasteEnd.count, bytes[index..<index + length].elementsEqual(Self.pasteEnd) {
                    // An end with no paste open: the rest of a paste that an end inside it cut.
                    strayEnd = true
                }
                if length == 1, Self.isTyped(bytes[index]) {
                    if let first = firstTyped { typedDiffer = typedDiffer || bytes[index] != first }
                    firstTyped = firstTyped ?? bytes[index]
                }
                keys.append(key)
                index += length
                if key == .paste {
                    pasteEndMatched = 0
                    textEnded = false
                }
            case .incomplete where bytes.count - index <= Self.longestHeldSequence:
                held = Array(bytes[index...])
                index = bytes.count
            case .incomplete:
                keys.append(.unknown)
                index = bytes.count
            }
        }
        let isText = wasText || strayEnd || typedDiffer
        textGoesOn = (isText || pasteEnded) && moreWaiting
        if textRoom > 0 {
            return typed(bytes, keys: keys, pasteText: pasteText, isText: isText, wasText: wasText, room: textRoom)
        }
        // The rest of text already noted is nothing; text is one note; else the keys, which
        // end at a paste's start (nothing after its end is kept).
        if wasText { return [] }
        return isText ? [.paste] : keys
    }

    /// The keys of a read where a line takes text: text that came together is typed, as one
    /// ``Key/text(_:)``; else the keys, a paste's start standing for its text.
    private mutating func typed(
        _ bytes: [UInt8], keys: [Key], pasteText: [UInt8], isText: Bool, wasText: Bool, room: Int
    ) -> [Key] {
        if isText {
            if !wasText { textEnded = false }
            var text: [UInt8] = []
            keep(bytes[...], in: &text, room: room)
            return text.isEmpty ? [] : [.text(String(decoding: text, as: UTF8.self))]
        }
        let text: [Key] = pasteText.isEmpty ? [] : [.text(String(decoding: pasteText, as: UTF8.self))]
        guard let start = keys.firstIndex(of: .paste) else {
            // The paste went on from the last read.
            return keys + text
        }
        return Array(keys[..<start]) + text
    }

    /// Adds to `text`, up to `room` bytes, the printable ASCII bytes of `bytes` up to the first
    /// line break or other control byte (a tab is a space), unless the text coming ended
    /// before; the line takes ASCII alone, so other bytes are dropped.
    private mutating func keep(_ bytes: ArraySlice<UInt8>, in text: inout [UInt8], room: Int) {
        for byte in bytes {
            guard !textEnded else { return }
            switch byte {
            case 0x09: if text.count < room { text.append(0x20) }
            case 0x20...0x7E: if text.count < room { text.append(byte) }
            case 0x80...: continue
            default: textEnded = true
            }
        }
    }

    /// Whether `byte` begins a key a person types that is not an escape sequence: a character,
    /// Enter, Tab, Backspace, a control byte, the first byte of a UTF-8 character (so that one
    /// character counts once); not the escape byte, nor a UTF-8 character's later bytes.
    private static func isTyped(_ byte: UInt8) -> Bool {
        byte != 0x1B && !(0x80...0xBF).contains(byte)
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
