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

    /// Refuses the code when its round was not on sale yet, by the action creator's clock.
    ///
    /// - Throws: bad data naming the code, its round and the round on sale.
    func checkOnSale(by actionCreator: ActionCreator) throws(CommandLineError) {
        do {
            try actionCreator.checkOnSale(qr.draw, game: LottoGame.korean645.id)
        } catch {
            throw Self.refusal(of: bytes, line: line, error)
        }
    }

    /// The code refused for `reason` (a round not on sale yet), named as it was given.
    func refused(_ reason: any Error) -> CommandLineError {
        Self.refusal(of: bytes, line: line, reason)
    }

    /// `--qr reads a kr645 ticket, not a powerball one given with --game`: the code's game and
    /// the one given disagree (``ActionCreator/game(of:)``).
    static func refusedGame(_ error: ActionError) -> CommandLineError {
        guard case .qrCodeOfAnotherGame(let game, let given) = error else { return .usage(ErrorReport(error).message) }
        return .usage("--qr reads a \(game) ticket, not a \(given) one given with --game: give no --game with it")
    }

    /// `standard input line 2: invalid QR code '...': ` and the reason; each byte that is not
    /// ASCII shown as `\xFF`.
    private static func refusal(of bytes: [UInt8], line: Int?, _ reason: any Error) -> CommandLineError {
        .badData((line.map { "standard input line \($0): " } ?? "") + "invalid QR code \(bytes.quotedASCII): \(reason)")
    }
}
