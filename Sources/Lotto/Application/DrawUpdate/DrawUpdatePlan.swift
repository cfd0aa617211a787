/// What an update of several games needs: the client, and each game's publisher (as
/// ``DrawUpdateGames`` decides) with its address, in the order the games are updated.
package struct DrawUpdatePlan: Sendable {
    package let client: HTTPClient
    package let games: [(game: LottoGame, publisher: DrawPublisher, address: WebAddress)]

    package init(client: HTTPClient, games: [(game: LottoGame, publisher: DrawPublisher, address: WebAddress)]) {
        self.client = client
        self.games = games
    }
}
