/// What a save is asked, but the tickets themselves: whose tickets (the last draw, tickets given,
/// a Korean ticket's QR code), their game, the draw they are for, how many draws, and the
/// multiplier they were bought with. Checked once, when made, as far as it can be without the
/// clock or a file: so that an interface refuses a bad request before it reads any ticket (and
/// reads the tickets by ``ticketGame``'s rules). The rest (the last draw's game, the next draw
/// on sale) is checked by ``SaveActionCreator/save(_:)``.
package struct SaveTerms: Sendable {
    /// Whose tickets a save keeps.
    package enum Source: Sendable {
        /// The last draw of `lotto new` or `wheel`, remembered: in its own game, for the draw it
        /// was drawn for unless another is named.
        case lastDraw
        /// Tickets given (typed, read, or on screen) of the game chosen, for the draw named or
        /// else the next whose sales are open.
        case tickets
        /// The games bought on a Korean ticket's QR code, for its own round, in its own game.
        case qrCode(KoreanTicketQR)
    }

    package let source: Source
    /// The tickets' game: the one chosen; a QR code's own (kr645) over a standing choice or the
    /// default. For the last draw, the one chosen until its own is read (see
    /// ``ofLastDraw(_:)``).
    package let game: LottoGame
    /// The draw named for the tickets, as given (`2026-11-28`, `1252`): read for the last
    /// draw's game once it is known.
    package let drawName: String?
    /// The draw ``drawName`` names; `nil` for none (the next draw on sale, the last draw's own).
    package let draw: TicketDraw?
    /// How many consecutive draws of the game's schedule each ticket is for, from its draw.
    package let drawCount: Int
    /// The multiplier option the tickets were bought with, if any.
    package let option: MultiplierOption.Kind?
    /// The multiplier printed on each play, if given.
    package let playMultiplier: Int?

    /// Checks what needs neither the clock nor a file: the draw named is one of the game's,
    /// a span of draws that the game's schedule lays out within the dates lotto can write, an
    /// option the game sells; a QR code's game.
    ///
    /// - Parameter chosen: the game chosen for the save, with where the choice came from.
    /// - Throws: ``SaveError/notADraw(named:reason:)``, ``SaveError/multiDrawWithoutSchedule(_:count:)``,
    ///   ``SaveError/multiDrawPastLatest(_:first:count:)``, ``SaveError/notTheGamesOption(_:game:)``,
    ///   ``SaveError/qrCodeOfAnotherGame(_:given:)``, in that order.
    package init(
        _ source: Source, game chosen: GameChoice, drawName: String? = nil, drawCount: Int = 1,
        option: MultiplierOption.Kind? = nil, playMultiplier: Int? = nil
    ) throws(SaveError) {
        self.source = source
        self.drawName = drawName
        self.drawCount = drawCount
        self.option = option
        self.playMultiplier = playMultiplier
        switch source {
        case .lastDraw:
            // Its game, and so the draw a name names, is known once it is read.
            game = chosen.game
            draw = nil
        case .qrCode:
            // dhlottery prints the codes: a game given for the save that is another is a
            // conflict, not a choice to follow.
            let own = LottoGame.korean645
            if chosen.source == .given, chosen.game.id != own.id {
                throw .qrCodeOfAnotherGame(own.id, given: chosen.game.id)
            }
            game = own
            draw = nil
        case .tickets:
            game = chosen.game
            draw = try SaveRules.ticketDraw(named: drawName, game: game.id)
            try SaveRules.checkMultiDraw(drawCount, of: game.id)
            if let draw { _ = try SaveRules.ticketDraws(from: draw, count: drawCount, game: game.id) }
            if let option { _ = try SaveRules.multiplierOption(option, game: game) }
        }
    }

    private init(_ terms: SaveTerms, game: LottoGame, draw: TicketDraw?) {
        source = terms.source
        drawName = terms.drawName
        drawCount = terms.drawCount
        option = terms.option
        playMultiplier = terms.playMultiplier
        self.game = game
        self.draw = draw
    }

    /// The game as played on the draw named: the rules the tickets given follow (today's for
    /// no draw named).
    package var ticketGame: LottoGame { SaveRules.ticketGame(game, for: draw) }

    /// The terms for the last draw, once read, of `game`: its option and its draw named checked
    /// against its own game.
    ///
    /// - Throws: ``SaveError/notTheGamesOption(_:game:)``, ``SaveError/notADraw(named:reason:)``.
    func ofLastDraw(_ game: LottoGame) throws(SaveError) -> SaveTerms {
        if let option { _ = try SaveRules.multiplierOption(option, game: game) }
        return SaveTerms(self, game: game, draw: try SaveRules.ticketDraw(named: drawName, game: game.id))
    }

    /// `run` as saved on these terms: a run for no draw is for the draw named (the next on sale
    /// when none is) and for ``drawCount`` draws; one with its own (a QR code's round) keeps
    /// it; each bought with the terms' multiplier.
    func applied(to run: TicketRun) -> TicketRun {
        TicketRun(
            count: run.count, draw: run.draw ?? draw, choice: run.choice,
            drawCount: run.draw == nil ? drawCount : run.drawCount, withMultiplier: option != nil,
            playMultiplier: playMultiplier)
    }
}
