/// What `lotto draws update` did for one game.
public struct DrawUpdate: Equatable, Sendable {
    public let game: GameID
    public let publisher: DrawPublisher
    /// The last address asked.
    public let address: WebAddress
    /// Requests sent, retries included.
    public let requests: Int
    /// Draws the service answered with.
    public let received: Int
    /// What recording them did: added, updated, replaced, kept.
    public let summary: DrawMergeSummary

    public init(
        game: GameID, publisher: DrawPublisher, address: WebAddress, requests: Int, received: Int,
        summary: DrawMergeSummary
    ) {
        self.game = game
        self.publisher = publisher
        self.address = address
        self.requests = requests
        self.received = received
        self.summary = summary
    }
}
