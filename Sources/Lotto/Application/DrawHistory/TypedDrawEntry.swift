/// A draw as typed in: its numbers' words, its game, and its round and date where given.
package struct TypedDrawEntry: Sendable {
    /// `1 2 3 4 5 6 + 7`, and `/ 11 … + 17` for a draw of two sets of balls.
    package let words: [String]
    package let game: LottoGame
    /// The round given; `nil` for the one its date implies.
    package let round: Int?
    /// The date given; `nil` for the one the action creator chooses by its clock.
    package let date: CivilDate?

    package init(words: [String], game: LottoGame, round: Int?, date: CivilDate?) {
        self.words = words
        self.game = game
        self.round = round
        self.date = date
    }
}
