/// JSON's one-character string escapes (`\n`, `\"`, …), shared by the readers.
enum JSONEscape {
    /// The byte `\` followed by `letter` stands for; `nil` for `u` (four hex digits follow) and
    /// for a letter that is no escape.
    static func byte(for letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "b"): 8
        case UInt8(ascii: "f"): 12
        default: nil
        }
    }
}
