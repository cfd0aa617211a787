/// A game whose update failed, and why: its service gave no usable answer, or its draws
/// disagree with those recorded. Its history is as it was.
package struct DrawUpdateFailure: Error, Equatable, Sendable {
    package let game: GameID
    package let error: any Error

    package init(game: GameID, error: any Error) {
        self.game = game
        self.error = error
    }

    /// Two failures are one when they are of one game, for one reason as worded.
    package static func == (left: Self, right: Self) -> Bool {
        left.game == right.game && "\(left.error)" == "\(right.error)"
    }
}
