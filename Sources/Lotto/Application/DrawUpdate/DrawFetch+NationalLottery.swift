/// UK Lotto's prizes, from the National Lottery's answer for each draw.
extension DrawFetch {
    /// `draws`, each UK Lotto draw not in `recorded` with its jackpot (Match 6: winners and
    /// prize per winner) and its second set of balls where the service's answer for the draw
    /// gives them. A draw outside the
    /// 180 days the service keeps answers 404: it is kept without amounts. Other games' draws,
    /// and those already recorded, are not asked for.
    ///
    /// - Throws: ``DrawUpdateError`` when a draw's answer is not its results, is of another
    ///   draw, or has a second set of balls its day's rules refuse (UK Lotto drew two from
    ///   2026-06-10, and only then).
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
            // Its first set is the CSV's, or the answer is of another draw (or misread).
            let draw = sourced.draw
            if let first = answer.first,
                first.numbers.sorted() != draw.draw.numbers.sorted()
                    || first.extra.sorted() != draw.draw.extraNumbers.sorted()
            {
                let csv = TypedDraw(numbers: draw.draw.numbers, extra: draw.draw.extraNumbers)
                throw inconsistent(
                    "draw \(round): its answer's first set is \(Self.words(first)), the CSV's \(Self.words(csv))")
            }
            guard answer.jackpot != nil || answer.second != nil else {
                priced.append(sourced)
                continue
            }
            let prizes = answer.jackpot.map { [$0] + draw.prizes.filter { $0.tier != 1 } } ?? draw.prizes
            do {
                // UK Lotto's draws from 2026-06-10 have a second set of balls, given only here.
                let answered = try RecordedDraw(
                    game: game, date: draw.date, round: round, numbers: draw.draw.numbers,
                    extra: draw.draw.extraNumbers, prizes: prizes, second: answer.second)
                priced.append(SourcedDraw(answered, source: sourced.source))
            } catch {
                throw inconsistent("draw \(round): \(error)")
            }
        }
        return priced
    }

    /// `1 2 3 4 5 6 + 7`: a set of balls as an error names it.
    private static func words(_ set: TypedDraw) -> String {
        set.numbers.map(String.init).joined(separator: " ") + set.extra.map { " + \($0)" }.joined()
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
