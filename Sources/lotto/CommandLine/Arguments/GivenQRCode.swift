import Lotto

/// A Korean ticket's QR code as `lotto save` was given it: with `--qr`, or on a line of
/// standard input; its bytes kept, to name it as typed when it is refused.
struct GivenQRCode {
    let qr: KoreanTicketQR
    let bytes: [UInt8]
    /// The line of standard input it is on; `nil` for `--qr`.
    let line: Int?

    /// Reads the code in `bytes`.
    ///
    /// - Throws: bad data naming the code (and its line) and what is wrong with it.
    init(bytes: some Collection<UInt8>, line: Int?) throws(CommandLineError) {
        let bytes = Array(bytes)
        do {
            qr = try KoreanTicketQR(bytes: bytes)
        } catch {
            throw Self.refusal(of: bytes, line: line, error)
        }
        self.bytes = bytes
        self.line = line
    }

    /// The code refused for `reason` (a round not on sale yet), named as it was given.
    func refused(_ reason: any Error) -> CommandLineError {
        Self.refusal(of: bytes, line: line, reason)
    }

    /// `standard input line 2: invalid QR code '...': ` and the reason; each byte that is not
    /// ASCII shown as `\xFF`.
    private static func refusal(of bytes: [UInt8], line: Int?, _ reason: any Error) -> CommandLineError {
        .badData((line.map { "standard input line \($0): " } ?? "") + "invalid QR code \(bytes.quotedASCII): \(reason)")
    }
}
