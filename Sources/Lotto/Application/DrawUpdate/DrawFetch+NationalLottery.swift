/// UK Lotto's prizes, from the National Lottery's answer for each draw.
extension DrawFetch {
    /// `draws`, each UK Lotto draw not in `recorded` with its jackpot (Match 6: winners and
    /// prize per winner) where the service's answer for the draw gives it. A draw outside the
    /// 180 days the service keeps answers 404: it is kept without amounts. Other games' draws,
    /// and those already recorded, are not asked for.
    ///
    /// - Throws: ``DrawUpdateError`` when a draw's answer is not its results, is of another
    ///   draw, or has a second set of balls (UK Lotto from 2026-06-10), which lotto does not
    ///   record yet: read as its first set alone, the draw would be misread.
    mutating func withJackpots(_ draws: [SourcedDraw], recorded: Set<Int>) throws(DrawUpdateError) -> [SourcedDraw] {
        guard publisher == .nationalLottery, game.id == GameID(.ukLotto) else { return draws }
        var priced: [SourcedDraw] = []
        for sourced in draws {
            guard let round = sourced.draw.round, !recorded.contains(round) else {
                priced.append(sourced)
                continue
            }
            guard let bytes = try details(at: publisher.drawPath(of: game.id, round: round)) else {
                priced.append(sourced)
                continue
            }
            let answer: NationalLotteryDraw
            do {
                answer = try NationalLotteryDraw(bytes)
            } catch {
                throw notItsLayout(progress.address, error.reason)
            }
            guard answer.round == round else {
                throw inconsistent("asked for draw \(round), answered draw \(answer.round)")
            }
            guard !answer.hasSecondSet else {
                throw inconsistent(
                    "draw \(round) (\(sourced.draw.date)) has two sets of balls, as UK Lotto's draws have from "
                        + "2026-06-10; lotto does not record such draws yet")
            }
            guard let jackpot = answer.jackpot else {
                priced.append(sourced)
                continue
            }
            let draw = sourced.draw
            do {
                let withJackpot = try RecordedDraw(
                    game: game, date: draw.date, round: round, numbers: draw.draw.numbers,
                    extra: draw.draw.extraNumbers, prizes: [jackpot] + draw.prizes.filter { $0.tier != 1 })
                priced.append(SourcedDraw(withJackpot, source: sourced.source))
            } catch {
                throw inconsistent("draw \(round): \(error)")
            }
        }
        return priced
    }

    /// The draw the service's answer begins at, when `recorded` (the game's rounds recorded
    /// before) cannot join it: a publisher that keeps only its last days (``DrawPublisher/keepsDays``),
    /// and a history that holds none of the game, or ends more than a draw before it.
    func firstReached(in draws: [SourcedDraw], recorded: Set<Int>) -> DrawUpdate.Draw? {
        guard publisher.keepsDays != nil,
            let earliest = draws.min(by: { $0.draw.date < $1.draw.date })?.draw
        else { return nil }
        if let first = earliest.round, let last = recorded.max(), last >= first - 1 { return nil }
        return DrawUpdate.Draw(date: earliest.date, round: earliest.round)
    }
}
