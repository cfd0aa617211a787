/// What an update of several games needs: the client, and each game's publisher (as
/// ``DrawUpdateGames`` decides) with its address, in the order the games are updated.
public struct DrawUpdatePlan: Sendable {
    public let client: HTTPClient
    public let games: [(game: LottoGame, publisher: DrawPublisher, address: WebAddress)]

    public init(client: HTTPClient, games: [(game: LottoGame, publisher: DrawPublisher, address: WebAddress)]) {
        self.client = client
        self.games = games
    }
}
