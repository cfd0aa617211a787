/// What a ticket of a game looks like, in words, with an example:
/// `euromillions takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4 5 + 6 7`, or
/// `kr645 takes 6 of 1-45, as in 1 2 3 4 5 6`. A ticket of the wrong shape is told it
/// (``TicketError/wrongShape(found:game:main:extra:)``), and `lotto ui` shows it over the line
/// a ticket is typed in.
public struct TicketShape: Sendable, CustomStringConvertible {
    let game: GameID
    let main: LottoRule
    let extra: LottoRule?

    /// The shape of tickets of `game`, by its rules: today's, unless `game` is as played on a day.
    public init(of game: LottoGame) {
        self.init(game: game.id, main: game.main, extra: game.extra)
    }

    init(game: GameID, main: LottoRule, extra: LottoRule?) {
        self.game = game
        self.main = main
        self.extra = extra
    }

    public var description: String {
        var rule = "\(main.count) of \(main.range.lowerBound)-\(main.range.upperBound)"
        if let extra { rule += " + \(extra.count) of \(extra.range.lowerBound)-\(extra.range.upperBound)" }
        return "\(game) takes \(rule), as in \(example)"
    }

    /// A ticket of the shape, the separate drum's picks following on where its range allows:
    /// `1 2 3 4 5 + 6 7`.
    public var example: String {
        let mainNumbers = main.range.prefix(main.count)
        let text = mainNumbers.map(String.init).joined(separator: " ")
        guard let extra else { return text }
        let next = (mainNumbers.last ?? 0) + 1
        let from = extra.range.contains(next + extra.count - 1) ? next : extra.range.lowerBound
        return text + " + " + (from..<from + extra.count).map(String.init).joined(separator: " ")
    }
}
