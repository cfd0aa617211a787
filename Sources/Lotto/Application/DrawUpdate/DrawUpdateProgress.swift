/// How far the update of one game has gone, for a view that shows it as it goes.
public struct DrawUpdateProgress: Equatable, Sendable {
    public let game: GameID
    /// The address being asked.
    public var address: WebAddress
    /// Requests sent so far, retries included.
    public var requests = 0
    /// Draws received so far.
    public var draws = 0
    /// Bytes of the answer being received, and its length when the server said it.
    public var bytes = 0
    public var expectedBytes: Int?
    /// Bytes received by every request so far.
    public var totalBytes = 0
    /// Seconds since the game's update began.
    public var seconds = 0.0
    /// The wait before the next attempt, and why; `nil` when not waiting.
    public var waiting: (seconds: Double, after: HTTPError)?

    public init(game: GameID, address: WebAddress) {
        self.game = game
        self.address = address
    }

    /// Bytes a second, over the whole update of the game so far.
    public var bytesPerSecond: Double {
        seconds > 0 ? Double(totalBytes) / seconds : 0
    }

    public static func == (lhs: DrawUpdateProgress, rhs: DrawUpdateProgress) -> Bool {
        lhs.game == rhs.game && lhs.address == rhs.address && lhs.requests == rhs.requests && lhs.draws == rhs.draws
            && lhs.bytes == rhs.bytes && lhs.expectedBytes == rhs.expectedBytes && lhs.totalBytes == rhs.totalBytes
            && lhs.seconds == rhs.seconds && lhs.waiting?.seconds == rhs.waiting?.seconds
            && lhs.waiting?.after == rhs.waiting?.after
    }
}
