/// A game an update was asked for that lotto cannot update: a game no publisher has, or a name
/// that is no game.
package struct CannotUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as it was given.
    package let name: String
    /// Whether it names a game lotto knows (a game no publisher has), rather than none.
    package let isAGame: Bool

    package var description: String {
        "cannot update \(name.quoted): \(isAGame ? "" : "unknown game; ")lotto fetches the results of "
            + DrawPublisher.updatableGames.map(\.description).joined(separator: ", ")
    }
}
