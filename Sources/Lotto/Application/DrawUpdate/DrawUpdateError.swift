/// Why a game's results could not be fetched: its service could not be reached, answered an
/// error, or answered something that is not its layout. That game's history is unchanged.
package struct DrawUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong with the answer.
    package enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// No usable answer.
        case http(HTTPError)
        /// An answer, but not of the publisher's layout (a maintenance page, a cut body).
        case notItsLayout(String)
        /// An answer of the publisher's layout listing no draw, where draws must exist (every
        /// round of a game drawn for years).
        case noDraws
        /// An answer of the publisher's layout that disagrees with what was asked or is
        /// recorded: another round than asked for, a window that would leave a gap, a round
        /// not drawn yet.
        case inconsistent(String)

        /// Whether the answer is what a path that moved or was retired gives (an HTML page, an
        /// error status, a list of nothing, what is not results), so that another path of the
        /// same service is worth asking; a host that cannot be reached, or is silent, or that
        /// answers its own layout wrongly, is not.
        package var meansAnotherPath: Bool {
            switch self {
            case .notItsLayout, .noDraws: true
            case .http(.status(let code, _, _)): code != 429
            case .http, .inconsistent: false
            }
        }

        package var description: String {
            switch self {
            case .http(let error): error.description
            case .notItsLayout(let words), .inconsistent(let words): words
            case .noDraws: "answered no draws"
            }
        }
    }

    /// What another path of the same service answered, when it was asked too.
    package struct OtherPath: Equatable, Sendable {
        package let address: WebAddress
        package let reason: Reason
    }

    package let game: GameID
    package let address: WebAddress
    package let reason: Reason
    /// The other path asked when this one failed as a moved path does (dhlottery's ten-round
    /// windows), and why it failed too.
    package let otherPath: OtherPath?

    package init(game: GameID, address: WebAddress, reason: Reason, otherPath: OtherPath? = nil) {
        self.game = game
        self.address = address
        self.reason = reason
        self.otherPath = otherPath
    }

    /// This failure, and `other`'s, of the other path asked after it.
    func withOtherPath(_ other: DrawUpdateError) -> DrawUpdateError {
        DrawUpdateError(
            game: game, address: address, reason: reason,
            otherPath: OtherPath(address: other.address, reason: other.reason))
    }

    /// `kr645: https://…?srchLtEpsd=all: answered 503 Service Unavailable`, and what the other
    /// path answered: `; then https://…InfoNew.do?…: answered 404 Not Found`.
    package var description: String {
        "\(game): \(address): \(reason)" + (otherPath.map { "; then \($0.address): \($0.reason)" } ?? "")
    }
}
