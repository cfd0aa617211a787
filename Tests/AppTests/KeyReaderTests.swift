import Testing

@testable import lotto

/// ``KeyReader``: text pasted in bracketed-paste mode is one ``Key/paste`` and never keys,
/// however the terminal's reads cut it, whatever it holds and however long it is; the keys
/// before it are read as ever, and the rest of the read that ends it is text. Text sent bare
/// (two or more keys, not all one, in one read) is one ``Key/paste`` too.
@Suite struct KeyReaderTests {
    static let start = Array("\u{1B}[200~".utf8)
    static let end = Array("\u{1B}[201~".utf8)

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The keys of `reads`, read one after another by one reader. Every read but the last
    /// leaves more waiting, as a read that cuts what the terminal sent does.
    static func keys(_ reads: [[UInt8]]) -> [Key] {
        var reader = KeyReader()
        let keys = reads.enumerated().flatMap { index, read in
            reader.keys(in: read, moreWaiting: index < reads.count - 1)
        }
        #expect(!reader.isInsidePaste && reader.heldByteCount == 0)
        return keys
    }

    /// The rest of the read that ends a paste is text: the end marker may be the text's own.
    @Test func aPasteInOneReadIsOnePasteTheKeyBeforeItAKeyAndTheRestText() {
        let read = Self.bytes("2") + Self.start + Self.bytes("ready") + Self.end + Self.bytes("j\u{1B}[A")
        #expect(Self.keys([read]) == [.character("2"), .paste])
        var reader = KeyReader()
        #expect(reader.keys(in: Self.start + Self.bytes("ready") + Self.end) == [.paste])
        #expect(reader.keys(in: Self.bytes("j")) == [.character("j")])
    }

    /// The terminal's reads may cut a paste anywhere, inside either marker too: it is still
    /// one paste, and no byte of it a key.
    @Test func aPasteCutAtAnyByteIsStillOnePaste() {
        let sent = Self.bytes("k") + Self.start + Self.bytes("ready") + Self.end + Self.bytes("q")
        // The `q` came at once with the end (each read but the last leaves more waiting).
        let expected: [Key] = [.character("k"), .paste]
        for cut in 0...sent.count {
            #expect(Self.keys([Array(sent[..<cut]), Array(sent[cut...])]) == expected, "cut at byte \(cut)")
        }
        for first in 0...sent.count {
            for second in first...sent.count {
                let reads = [Array(sent[..<first]), Array(sent[first..<second]), Array(sent[second...])]
                #expect(Self.keys(reads) == expected, "cut at bytes \(first) and \(second)")
            }
        }
        #expect(Self.keys(sent.map { [$0] }) == expected, "a byte a read")
    }

    /// What a paste holds is never keys: not `d` then `y` (delete, yes), not escape sequences,
    /// a click, Ctrl-C or `q`, not another paste's start; only its end ends it.
    @Test func nothingInAPasteIsAKey() {
        let text = "dy\u{1B}[A\u{1B}[<0;12;3M\u{1B}\u{03}q" + "\u{1B}[200~y" + "\u{1B}[20" + "\u{1B}\u{1B}[201"
        let read = Self.bytes("1") + Self.start + Self.bytes(text) + Self.end + Self.bytes("2")
        #expect(Self.keys([read]) == [.character("1"), .paste])
        for cut in 0...read.count {
            #expect(
                Self.keys([Array(read[..<cut]), Array(read[cut...])]) == [.character("1"), .paste],
                "cut at byte \(cut)")
        }
    }

    /// A paste whose end does not come keeps nothing of its text: 16 MiB of it leave the
    /// reader holding no byte, and give one paste; when the end comes, keys are keys again.
    @Test func aPasteNeverEndedHoldsNothing() {
        var reader = KeyReader()
        #expect(reader.keys(in: Self.start + Self.bytes("d")) == [.paste])
        // Each read ends in most of an end marker, which the next read does not finish.
        let read = [UInt8](repeating: UInt8(ascii: "y"), count: 4091) + Self.end.dropLast()
        for _ in 0..<4096 {
            #expect(reader.keys(in: read, moreWaiting: true) == [])
            #expect(reader.heldByteCount == 0 && reader.isInsidePaste)
        }
        #expect(reader.keys(in: Self.end + Self.bytes("2")) == [])
        #expect(!reader.isInsidePaste)
        #expect(reader.keys(in: Self.bytes("2")) == [.character("2")])
    }

    /// A paste's end with no paste open is the rest of a paste that an end inside it cut: its
    /// whole read is text.
    @Test func aStrayPasteEndMakesItsReadText() {
        #expect(Self.keys([Self.end + Self.bytes("j")]) == [.paste])
        #expect(Self.keys([Self.bytes("s") + Self.end]) == [.paste])
    }

    /// `abc ESC[201~ s` pasted: the terminal sends the text's end marker, then its own. The `s`
    /// is text however the reads cut it, and the keys typed after are keys.
    @Test func anEndMarkerInsidePastedTextEndsNoTextEarly() {
        let sent = Self.start + Self.bytes("abc") + Self.end + Self.bytes("s") + Self.end
        for cut in 0...sent.count {
            var reader = KeyReader()
            let keys =
                reader.keys(in: Array(sent[..<cut]), moreWaiting: true) + reader.keys(in: Array(sent[cut...]))
            #expect(keys == [.paste], "cut at byte \(cut)")
            #expect(reader.keys(in: Self.bytes("s")) == [.character("s")])
        }
    }

    /// Text sent bare (no bracketed paste) is one paste: `as` would save, `quote` quit.
    @Test func twoDifferentKeysInOneReadArePastedText() {
        for text in ["as", "quote", "sq", "dy", "q\r", "가s", "\u{1B}[As\u{1B}[Bq"] {
            #expect(Self.keys([Self.bytes(text)]) == [.paste], "\(text)")
        }
        // Text that the terminal had waiting at once goes on: one paste, then nothing.
        var reader = KeyReader()
        #expect(reader.keys(in: Self.bytes("quote "), moreWaiting: true) == [.paste])
        #expect(reader.keys(in: Self.bytes("q"), moreWaiting: true) == [])
        #expect(reader.keys(in: Self.bytes("s")) == [])
        #expect(reader.keys(in: Self.bytes("s")) == [.character("s")])
    }

    /// What a person sends in one read stays keys: one key, one key repeated (auto-repeat
    /// faster than the loop reads), escape sequences however many, a key with Esc (Alt), one
    /// UTF-8 character.
    @Test func aPersonsKeysStayKeys() {
        #expect(Self.keys([Self.bytes("jjjj")]) == Array(repeating: .character("j"), count: 4))
        #expect(Self.keys([Self.bytes("\u{1B}[A\u{1B}[A\u{1B}[B")]) == [.up, .up, .down])
        #expect(Self.keys([Self.bytes("\u{1B}[<64;3;4M\u{1B}[<64;3;4Mj")]).count == 3)
        #expect(Self.keys([Self.bytes("\u{1B}x")]) == [.escape, .character("x")])
        #expect(Self.keys([Self.bytes("가")]) == [.unknown, .unknown, .unknown])
        var reader = KeyReader()
        #expect(reader.keys(in: Self.bytes("s"), moreWaiting: true) == [.character("s")])
        #expect(reader.keys(in: Self.bytes("q")) == [.character("q")])
    }

    /// A mouse report or an arrow that a read cuts is held for the next read, not turned into
    /// characters (`1` and `2` would switch tabs).
    @Test func aSequenceCutByAReadIsReadWhole() {
        let click = Self.bytes("\u{1B}[<0;12;3M")
        for cut in 0...click.count {
            #expect(
                Self.keys([Array(click[..<cut]), Array(click[cut...])]) == [
                    .mouse(.init(kind: .click, row: 2, column: 11))
                ],
                "cut at byte \(cut)")
        }
        #expect(Self.keys([Self.bytes("\u{1B}[1"), Self.bytes("~")]) == [.home])
    }

    /// An escape byte that ends a read is the Esc key unless the terminal has more at once:
    /// the Esc key comes alone, and must answer at once.
    @Test func anEscapeByteAtTheEndIsEscUnlessMoreIsWaiting() {
        var reader = KeyReader()
        #expect(reader.keys(in: Self.bytes("\u{1B}")) == [.escape])
        #expect(reader.keys(in: Self.bytes("\u{1B}"), moreWaiting: true) == [])
        #expect(reader.keys(in: Self.bytes("[B")) == [.down])
        #expect(reader.keys(in: Self.bytes("\u{1B}O"), moreWaiting: true) == [])
        #expect(reader.keys(in: Self.bytes("H")) == [.home])
    }

    /// A sequence that another escape breaks off is nothing, and the escape begins what follows
    /// (Alt-[ just before a paste); a sequence longer than any a terminal sends is not held.
    @Test func aBrokenOrEndlessSequenceIsNothingAndHoldsNoMore() {
        #expect(Self.keys([Self.bytes("\u{1B}[") + Self.start + Self.bytes("dy") + Self.end]) == [.unknown, .paste])
        var reader = KeyReader()
        let endless = Self.bytes("\u{1B}[") + [UInt8](repeating: UInt8(ascii: "1"), count: 64)
        #expect(reader.keys(in: endless) == [.unknown])
        #expect(reader.heldByteCount == 0)
        #expect(reader.keys(in: Self.bytes("j")) == [.character("j")])
    }
}
