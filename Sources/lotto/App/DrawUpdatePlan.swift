import Lotto

/// What an update needs: the client, and the address of each game's publisher.
struct DrawUpdatePlan {
    let client: HTTPClient
    let games: [(LottoGame, WebAddress)]
}

extension Context {
    /// The plan of an update of `games` (of `lotto draws update`, or `u` in `lotto ui`): each
    /// publisher's address from its variable, else its own; `LOTTO_HTTP_TIMEOUT` seconds of
    /// silence (default 30) before a request is given up.
    ///
    /// - Throws: a usage error for a variable that is not an address or a number of seconds.
    func drawUpdatePlan(games: [LottoGame]) throws(CommandLineError) -> DrawUpdatePlan {
        var timeout = 30.0
        if let text = environment("LOTTO_HTTP_TIMEOUT"), !text.isEmpty {
            guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                throw .usage(
                    "invalid LOTTO_HTTP_TIMEOUT \(text.quoted): expected seconds, more than 0 and at most 86400")
            }
            timeout = seconds
        }
        var planned: [(LottoGame, WebAddress)] = []
        for game in games {
            guard let publisher = DrawPublisher.of(game.id) else { continue }
            planned.append((game, try address(of: publisher)))
        }
        return DrawUpdatePlan(
            client: HTTPClient(userAgent: "lotto/\(Release.version)", timeout: timeout), games: planned)
    }

    /// The service's address: its variable's, else its own.
    private func address(of publisher: DrawPublisher) throws(CommandLineError) -> WebAddress {
        guard let text = environment(publisher.addressVariable), !text.isEmpty else { return publisher.defaultAddress }
        guard let address = WebAddress(text) else {
            throw .usage(
                "invalid \(publisher.addressVariable) \(text.quoted): expected an http:// or https:// address "
                    + "with a host and no user name")
        }
        return address
    }
}
