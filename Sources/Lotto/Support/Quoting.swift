extension StringProtocol {
    /// The value in single quotes, for an error message that names it: control characters
    /// escaped (so the message stays on one line and cannot drive the terminal) and anything past
    /// 60 characters cut to `...`.
    package var quoted: String {
        let shown = count > 60 ? String(prefix(57)) + "..." : String(self)
        return "'\(shown.escapingControlCharacters)'"
    }

    /// Control characters as `\n`, `\t`, `\r` or `\u{1B}`; everything else as it is.
    package var escapingControlCharacters: String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
