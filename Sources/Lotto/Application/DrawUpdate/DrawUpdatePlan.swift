/// What an update of several games needs: the client, and the address of each game's
/// publisher, in the order the games are updated.
public struct DrawUpdatePlan: Sendable {
    public let client: HTTPClient
    public let games: [(game: LottoGame, address: WebAddress)]

    public init(client: HTTPClient, games: [(game: LottoGame, address: WebAddress)]) {
        self.client = client
        self.games = games
    }
}
