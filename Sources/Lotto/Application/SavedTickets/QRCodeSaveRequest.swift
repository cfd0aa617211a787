/// A save of the games bought on a Korean ticket's QR code: the code, and the game the command
/// was asked to use with where that choice came from, for the action creator to decide the
/// tickets' game (``ActionCreator/game(of:)``).
public struct QRCodeSaveRequest: Hashable, Sendable {
    /// The code, read.
    public let code: KoreanTicketQR
    /// The game chosen for the command: given, standing or the default.
    public let chosenGame: GameChoice

    public init(code: KoreanTicketQR, chosenGame: GameChoice) {
        self.code = code
        self.chosenGame = chosenGame
    }
}
