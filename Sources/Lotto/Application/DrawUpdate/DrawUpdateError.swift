/// Why a game's results could not be fetched: its service could not be reached, answered an
/// error, or answered something that is not its layout. That game's history is unchanged.
public struct DrawUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong with the answer.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// No usable answer.
        case http(HTTPError)
        /// An answer, but not of the publisher's layout (a maintenance page, a cut body).
        case notItsLayout(String)
        /// An answer of the publisher's layout listing no draw, where draws must exist (every
        /// round of a game drawn for years).
        case noDraws

        public var description: String {
            switch self {
            case .http(let error): error.description
            case .notItsLayout(let words): words
            case .noDraws: "answered no draws"
            }
        }
    }

    public let game: GameID
    public let address: WebAddress
    public let reason: Reason

    public init(game: GameID, address: WebAddress, reason: Reason) {
        self.game = game
        self.address = address
        self.reason = reason
    }

    /// `kr645: https://…?srchLtEpsd=all: answered 503 Service Unavailable`.
    public var description: String {
        "\(game): \(address): \(reason)"
    }
}
