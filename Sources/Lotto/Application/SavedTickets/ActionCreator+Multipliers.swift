/// Saving tickets with a multiplier: the game's option (Power Play, Megaplier), or the one
/// printed on each play (Mega Millions from 2025-04-08).
extension ActionCreator {
    /// The multiplier option of `game` that `flag` names (`power-play`, `megaplier`).
    ///
    /// - Throws: ``ActionError/notTheGamesOption(flag:game:)`` when the game sells none, or
    ///   another.
    public static func multiplierOption(named flag: String, game: LottoGame) throws(ActionError) -> MultiplierOption {
        guard let option = game.multiplierOption, option.flag == flag else {
            throw .notTheGamesOption(flag: flag, game: game.id)
        }
        return option
    }

    /// Refuses `multiplier`, the multiplier printed on each play of a run of tickets of `game`
    /// for `draws` (each draw of a multi-draw ticket's), unless every one of those draws is of
    /// an era whose plays carry one of that value; nothing to refuse when it is `nil`.
    ///
    /// - Throws: ``ActionError/playMultiplierNotPrinted(_:game:on:)``.
    static func checkPlayMultiplier(_ multiplier: Int?, draws: [TicketDraw], game: LottoGame) throws(ActionError) {
        guard let multiplier else { return }
        guard !draws.isEmpty else { throw .playMultiplierNotPrinted(multiplier, game: game.id, on: nil) }
        for draw in draws {
            guard let values = game.era(on: draw.date)?.playMultiplier?.values, values.contains(multiplier) else {
                throw .playMultiplierNotPrinted(multiplier, game: game.id, on: draw.date)
            }
        }
    }

    /// The era of `game` whose plays carry a multiplier that applies on `date`, or the first
    /// such era when `date` is before it or not given; `nil` for a game that has none.
    static func playMultiplierEra(of game: GameID, on date: CivilDate?) -> GameEra? {
        let eras = LottoGame(game).eras.filter { $0.playMultiplier != nil }
        return date.flatMap { date in eras.last { ($0.from ?? date) <= date } } ?? eras.first
    }
}
