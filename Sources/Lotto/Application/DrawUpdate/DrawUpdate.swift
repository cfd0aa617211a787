/// What `lotto draws update` did for one game.
public struct DrawUpdate: Equatable, Sendable, CustomStringConvertible {
    public let game: GameID
    public let publisher: DrawPublisher
    /// The last address asked.
    public let address: WebAddress
    /// The path, without its query, of the publisher's last answer (dhlottery's
    /// `/lt645/selectPstLt645Info.do`, or its windows' `/lt645/selectPstLt645InfoNew.do`).
    public let path: String
    /// Requests sent, retries included.
    public let requests: Int
    /// Draws the service answered with.
    public let received: Int
    /// What recording them did: added, updated, replaced, kept.
    public let summary: DrawMergeSummary

    /// `kr645: 1 added, 0 updated, 0 replaced, 0 kept (1 draw in 2 requests to www.dhlottery.co.kr)`.
    public var description: String {
        "\(game): \(summary.added) added, \(summary.updated) updated, \(summary.replaced) replaced, "
            + "\(summary.kept) kept (\(received) draw\(received == 1 ? "" : "s") in \(requests) "
            + "request\(requests == 1 ? "" : "s") to \(address.authority))"
    }
}
