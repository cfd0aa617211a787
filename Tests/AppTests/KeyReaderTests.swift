import Testing

@testable import lotto

/// ``KeyReader``: text pasted in bracketed-paste mode is one ``Key/paste`` and never keys,
/// however the terminal's reads cut it, whatever it holds and however long it is; the keys
/// around it are read as ever.
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

    @Test func aPasteInOneReadIsOnePasteAndTheKeysAroundItAreKeys() {
        let read = Self.bytes("2") + Self.start + Self.bytes("ready") + Self.end + Self.bytes("j\u{1B}[A")
        #expect(Self.keys([read]) == [.character("2"), .paste, .character("j"), .up])
    }

    /// The terminal's reads may cut a paste anywhere, inside either marker too: it is still
    /// one paste, and no byte of it a key.
    @Test func aPasteCutAtAnyByteIsStillOnePaste() {
        let sent = Self.bytes("k") + Self.start + Self.bytes("ready") + Self.end + Self.bytes("q")
        let expected: [Key] = [.character("k"), .paste, .character("q")]
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
        #expect(Self.keys([read]) == [.character("1"), .paste, .character("2")])
        for cut in 0...read.count {
            #expect(
                Self.keys([Array(read[..<cut]), Array(read[cut...])]) == [.character("1"), .paste, .character("2")],
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
        #expect(reader.keys(in: Self.end + Self.bytes("2")) == [.character("2")])
        #expect(!reader.isInsidePaste)
    }

    /// A paste's end with no paste open is nothing; what follows it is read as keys.
    @Test func aStrayPasteEndIsNothing() {
        #expect(Self.keys([Self.end + Self.bytes("j")]) == [.unknown, .character("j")])
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
