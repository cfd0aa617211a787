/// Tickets to draw (`lotto new`, the app's draw key) or a wheel to make (`lotto wheel`), for
/// the game's next draw whose sales are open (``DrawingActionCreator/draw(_:)``).
package enum DrawRequest: Sendable {
    /// `count` tickets of `game`.
    ///
    /// - `seed`: draws reproducibly with ``SeededRandomNumberGenerator``; `nil` draws from the
    ///   secure generator.
    /// - `excluding`: main numbers no ticket may hold; `including`: main numbers every ticket
    ///   holds.
    /// - `filter`: what every ticket's main numbers pass (see ``TicketFilter``).
    case tickets(
        count: Int, seed: UInt64?, game: LottoGame, excluding: Set<Int>, including: Set<Int>, filter: TicketFilter)
    /// The wheel `request` asks for (see ``Wheel``), of `game`.
    case wheel(WheelRequest, game: LottoGame)

    /// `count` tickets of `game`, drawn from the secure generator with no numbers chosen or
    /// filtered: the app's draw.
    package static func tickets(count: Int, game: LottoGame) -> DrawRequest {
        .tickets(count: count, seed: nil, game: game, excluding: [], including: [], filter: TicketFilter())
    }
}
