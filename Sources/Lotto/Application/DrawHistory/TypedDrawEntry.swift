/// A draw as typed in: its numbers' words, its game, its round and date where given, and what
/// it paid where given.
package struct TypedDrawEntry: Sendable {
    /// `1 2 3 4 5 6 + 7`, and `/ 11 … + 17` for a draw of two sets of balls.
    package let words: [String]
    package let game: LottoGame
    /// The round given; `nil` for the one its date implies.
    package let round: Int?
    /// The date given; `nil` for the one the action creator chooses by its clock.
    package let date: CivilDate?
    /// What each tier given paid, in any order; checked against the draw's era when it is
    /// recorded (``RecordedDraw``).
    package let prizes: [Prize]
    /// The multiplier drawn with the numbers (Power Play, Megaplier), if given.
    package let multiplier: Int?

    package init(
        words: [String], game: LottoGame, round: Int?, date: CivilDate?, prizes: [Prize] = [],
        multiplier: Int? = nil
    ) {
        self.words = words
        self.game = game
        self.round = round
        self.date = date
        self.prizes = prizes
        self.multiplier = multiplier
    }

    /// What a tier paid each winner, as typed: `2`, `2.50`, in the currency of the game as
    /// played on the draw's date.
    package struct Prize: Sendable {
        package let tier: Int
        package let amount: String

        package init(tier: Int, amount: String) {
            self.tier = tier
            self.amount = amount
        }
    }
}
