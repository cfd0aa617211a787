extension Collection<UInt8> {
    /// The bytes in single quotes, for an error message naming input that must be ASCII (a
    /// ticket's QR code): as ``StringProtocol/quoted`` shows a text, with each byte that is not
    /// ASCII as `\xFF`, so that a stray byte shows as it is rather than as `�`.
    package var quotedASCII: String {
        var shown = map { byte in
            byte < 0x80
                ? String(Unicode.Scalar(byte)).escapingControlCharacters
                : "\\x" + String(byte, radix: 16, uppercase: true)
        }
        if shown.count > 60 { shown = shown.prefix(57) + ["..."] }
        return "'" + shown.joined() + "'"
    }
}
