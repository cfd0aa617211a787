/// A game whose update failed, and why: its service gave no usable answer, or its draws
/// disagree with those recorded. Its history is as it was.
public struct DrawUpdateFailure: Error, Equatable, Sendable {
    public let game: GameID
    public let error: any Error

    public init(game: GameID, error: any Error) {
        self.game = game
        self.error = error
    }

    /// Two failures are one when they are of one game, for one reason as worded.
    public static func == (left: Self, right: Self) -> Bool {
        left.game == right.game && "\(left.error)" == "\(right.error)"
    }
}
