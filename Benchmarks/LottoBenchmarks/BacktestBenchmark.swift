import Lotto

/// Ticket-draw checks a second in a backtest (issue 11's target: 100,000 tickets against
/// 1,300 draws in 2 s or less, 65 M checks a second), beside the checks of `lotto check`
/// (`WinningDraw.check`, one ticket against one draw) on the same tickets.
enum BacktestBenchmark {
    static func run() throws -> String {
        var generator = SeededRandomNumberGenerator(seed: 21)
        var maker = LottoNumberMaker(generator: generator)
        var draws: [RecordedDraw] = []
        var day = CivilDate(year: 2002, month: 12, day: 7)!
        for round in 1...1_300 {
            let ticket = maker.makeTicket().numbers
            var bonus = Int.random(in: 1...45, using: &generator)
            while ticket.contains(bonus) { bonus = Int.random(in: 1...45, using: &generator) }
            draws.append(
                try RecordedDraw(
                    game: .korean645, date: day, round: round, numbers: ticket, extra: [bonus],
                    prizes: [PrizeRecord(tier: 1, winners: 1, amount: 2_000_000_000)]))
            day = next(day)
        }
        let tickets = (1...100_000).map { BacktestTicket(id: $0, ticket: maker.makeTicket()) }
        let backtester = Backtester(game: .korean645, draws: draws)
        var checksum = 0
        let checks = tickets.count * draws.count
        let rate = Measurement.medianRate(operations: checks, runs: 3) {
            for result in backtester.run(tickets) { checksum &+= Int(truncatingIfNeeded: result.won) &+ result.hits[4] }
        }
        let saved = tickets.prefix(10_000).map {
            SavedTicket(id: $0.id!, ticket: $0.ticket, savedAt: Timestamp(secondsSince1970: 0))
        }
        let singleRate = Measurement.medianRate(operations: saved.count * 100, runs: 3) {
            for draw in draws.prefix(100) {
                for ticket in saved { checksum &+= draw.draw.check(ticket).tier ?? 0 }
            }
        }
        blackHole(checksum)
        let seconds = Double(checks) / rate
        return "backtest, 100,000 tickets x 1,300 draws: \(millions(rate)) checks/s, "
            + "\(format3(seconds)) s (one check at a time, as lotto check does: \(millions(singleRate))/s)"
    }

    /// The day three days after `date`: the draws of the benchmark are three days apart, so
    /// that 1,300 of them end before today.
    private static func next(_ date: CivilDate) -> CivilDate {
        var (year, month, day) = (date.year, date.month, date.day + 3)
        let days = [
            31, (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
        ]
        if day > days[month - 1] {
            day -= days[month - 1]
            month += 1
            if month > 12 { (month, year) = (1, year + 1) }
        }
        return CivilDate(year: year, month: month, day: day)!
    }

    private static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        return
            "\(thousandths / 1000).\(String(repeating: "0", count: 3 - String(thousandths % 1000).count))\(thousandths % 1000)"
    }
}
