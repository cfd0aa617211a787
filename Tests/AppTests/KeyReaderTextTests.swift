import Testing

@testable import lotto

/// ``KeyReader`` where a line takes text (`textRoom` above 0): text that came together, bare
/// or in a bracketed paste, is one ``Key/text(_:)``: printable characters, a tab a space, up
/// to a line break or other control, never Enter; at most the room. Elsewhere, it is a paste.
@Suite struct KeyReaderTextTests {
    static let start = KeyReaderTests.start
    static let end = KeyReaderTests.end

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The keys of `reads`, read one after another by one reader taking text, every read but
    /// the last leaving more waiting.
    static func keys(_ reads: [[UInt8]], room: Int = 200) -> [Key] {
        var reader = KeyReader()
        let keys = reads.enumerated().flatMap { index, read in
            reader.keys(in: read, moreWaiting: index < reads.count - 1, textRoom: room)
        }
        #expect(!reader.isInsidePaste && reader.heldByteCount == 0)
        return keys
    }

    @Test func keysThatCameTogetherAreText() {
        #expect(Self.keys([Self.bytes("12")]) == [.text("12")])
        #expect(Self.keys([Self.bytes("1 2\t3")]) == [.text("1 2 3")])
        // Without room for text, as before: a paste.
        var reader = KeyReader()
        #expect(reader.keys(in: Self.bytes("12")) == [.paste])
        // A key alone, or one repeated, are keys still.
        #expect(Self.keys([Self.bytes("1")]) == [.character("1")])
        #expect(Self.keys([Self.bytes("11")]) == [.character("1"), .character("1")])
    }

    /// Enter that comes with text ends it, unsent: text never saves the line by itself.
    @Test func aLineBreakOrAControlEndsTheTextAndIsNoKey() {
        #expect(Self.keys([Self.bytes("1 2\r")]) == [.text("1 2")])
        #expect(Self.keys([Self.bytes("1 2\r3 4\r")]) == [.text("1 2")])
        #expect(Self.keys([Self.bytes("1 2\u{1B}[A3")]) == [.text("1 2")])
        #expect(Self.keys([Self.bytes("\r1 2")]) == [])
        // The rest of that text, in the next read, is not typed either.
        #expect(Self.keys([Self.bytes("1\r2"), Self.bytes("3 4")]) == [.text("1")])
    }

    @Test func aBracketedPasteIsTextUpToItsLineBreak() {
        let paste = Self.start + Self.bytes("1 2 3 4 5 6\n7 8\n") + Self.end
        #expect(Self.keys([paste]) == [.text("1 2 3 4 5 6")])
        #expect(Self.keys([Self.start + Self.bytes("\u{03}q\u{1B}[A") + Self.end]) == [])
        // Cut at any byte, the same text, in parts.
        for cut in 0...paste.count {
            let keys = Self.keys([Array(paste[..<cut]), Array(paste[cut...])])
            let text = keys.map { key -> String in
                guard case .text(let text) = key else { return "<\(key)>" }
                return text
            }
            #expect(text.joined() == "1 2 3 4 5 6", "cut at byte \(cut): \(keys)")
        }
        // Keys before it are keys; nothing after its end is.
        #expect(
            Self.keys([Self.bytes("j") + Self.start + Self.bytes("9") + Self.end + Self.bytes("q")]) == [
                .character("j"), .text("9"),
            ])
    }

    /// No more than the room is kept, however long the paste.
    @Test func textIsKeptUpToTheRoom() {
        let long = Self.start + Array(repeating: UInt8(ascii: "7"), count: 100_000) + Self.end
        #expect(Self.keys([long], room: 200) == [.text(String(repeating: "7", count: 200))])
        #expect(
            Self.keys([Array(repeating: UInt8(ascii: "1"), count: 300) + Self.bytes("2")], room: 5) == [
                .text("11111")
            ])
    }

    /// A non-ASCII character is no key the line takes: dropped.
    @Test func nonASCIIIsDropped() {
        #expect(Self.keys([Self.start + Self.bytes("1 é 2") + Self.end]) == [.text("1  2")])
    }
}
