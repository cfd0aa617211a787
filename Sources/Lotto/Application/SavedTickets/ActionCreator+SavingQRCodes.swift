/// Saving a Korean ticket's QR code: which game its tickets are, and for which round.
extension ActionCreator {
    /// The game a QR code's tickets are saved as: the code's own, kr645 (dhlottery prints the
    /// codes), over a standing choice or the default; a game given for the save that is not
    /// the code's is a conflict, not a choice to follow.
    ///
    /// - Throws: ``ActionError/qrCodeOfAnotherGame(_:given:)``.
    public static func game(of request: QRCodeSaveRequest) throws(ActionError) -> LottoGame {
        let own = LottoGame.korean645
        if request.chosenGame.source == .given, request.chosenGame.game.id != own.id {
            throw .qrCodeOfAnotherGame(own.id, given: request.chosenGame.game.id)
        }
        return own
    }

    /// Saves each game bought on the request's code, all or none, for the code's round with how
    /// its numbers were chosen, as the game ``game(of:)`` decides.
    ///
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/qrCodeOfAnotherGame(_:given:)``,
    ///   ``ActionError/notOnSaleYet(_:draw:onSale:)`` for a round not on sale yet by the clock,
    ///   or the errors of ``save(_:game:runs:)``; nothing is saved then.
    @discardableResult
    public func save(_ request: QRCodeSaveRequest) throws -> Range<Int> {
        let game = try Self.game(of: request)
        try checkOnSale(request.code.draw, game: game.id)
        return try save(request.code.tickets, game: game, runs: request.code.runs)
    }
}
