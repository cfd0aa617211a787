import Lotto

extension Context {
    /// The seconds `LOTTO_HTTP_TIMEOUT` may say: less than a second would fail on any real
    /// network, and an answer that takes an hour is no service.
    static let httpTimeouts = 1.0...3600.0

    /// The plan of an update of `games`, as ``DrawUpdateGames`` decided them (of `lotto draws
    /// update`, or `u` in `lotto ui`): each
    /// publisher's address from its variable, else its own; `LOTTO_HTTP_TIMEOUT` seconds
    /// (default 30) for a request's whole answer, and ten times that for a game's whole update
    /// (more over dhlottery's windows); the requests carried by curl (``CurlTransport``).
    ///
    /// - Throws: a usage error for a variable that is not an address (with no query or
    ///   fragment, which the paths would follow) or a number of seconds in ``httpTimeouts``.
    func drawUpdatePlan(games: DrawUpdateGames) throws(CommandLineError) -> DrawUpdatePlan {
        var timeout = 30.0
        if let text = environment("LOTTO_HTTP_TIMEOUT"), !text.isEmpty {
            guard let seconds = Double(text), Self.httpTimeouts.contains(seconds) else {
                throw .usage(
                    "invalid LOTTO_HTTP_TIMEOUT \(text.quoted): expected seconds, from 1 to 3600", help: .lotto)
            }
            timeout = seconds
        }
        var planned: [(LottoGame, DrawPublisher, WebAddress)] = []
        for entry in games.entries {
            planned.append((entry.game, entry.publisher, try address(of: entry.publisher)))
        }
        return DrawUpdatePlan(
            client: HTTPClient(transport: CurlTransport(), userAgent: "lotto/\(Release.version)", timeout: timeout),
            games: planned)
    }

    /// The service's address: its variable's, else its own.
    private func address(of publisher: DrawPublisher) throws(CommandLineError) -> WebAddress {
        guard let text = environment(publisher.addressVariable), !text.isEmpty else { return publisher.defaultAddress }
        guard let address = WebAddress(base: text) else {
            throw .usage(
                "invalid \(publisher.addressVariable) \(text.quoted): expected an http:// or https:// address "
                    + "with a host, no user name, and no '?' or '#'", help: .lotto)
        }
        return address
    }
}
