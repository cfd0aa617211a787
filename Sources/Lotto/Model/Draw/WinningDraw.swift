/// A game's official draw: its main numbers and its extra balls (same-drum bonus balls, or
/// a separate drum's numbers), validated like a ticket.
public struct WinningDraw: Hashable, Sendable {
    /// The game drawn.
    public let game: LottoGame
    let mainBits: UInt128
    let extraBits: UInt128

    /// A draw of `game`: `numbers` its main numbers, `bonus` its extra balls.
    public init(numbers: [Int], bonus: [Int], game: LottoGame) throws(WinningDrawError) {
        self.game = game
        if game.extra != nil {
            // A separate drum's draw has a ticket's shape: a wrong count is told it.
            do {
                let ticket = try LottoTicket(numbers: numbers, extra: bonus, game: game)
                (mainBits, extraBits) = (ticket.bits, ticket.extraBits)
            } catch {
                throw .ticket(error)
            }
            return
        }
        do {
            mainBits = try LottoTicket(numbers: numbers, rule: game.main).bits
        } catch {
            throw .ticket(error)
        }
        guard bonus.count == game.bonusCount else {
            throw .wrongBonusCount(found: bonus.count, expected: game.bonusCount)
        }
        var extra: UInt128 = 0
        for number in bonus {
            guard game.main.range.contains(number) else {
                throw .ticket(.outOfRange(String(number), game.main.range))
            }
            let bit: UInt128 = 1 << number
            guard (mainBits | extra) & bit == 0 else { throw .bonusRepeats(number) }
            extra |= bit
        }
        extraBits = extra
    }

    /// The same numbers, of `game`, not checked against its rules again.
    private init(_ draw: WinningDraw, of game: LottoGame) {
        self.game = game
        mainBits = draw.mainBits
        extraBits = draw.extraBits
    }

    /// The same numbers, of the game as played on `date` (see ``LottoGame/asPlayed(on:)``), so
    /// that a prize is that day's; of the game as it is for a day before its first era. The
    /// numbers are kept as they were read: a check counts matches, which no era changes.
    func asPlayed(on date: CivilDate) -> WinningDraw {
        game.asPlayed(on: date).map { WinningDraw(self, of: $0) } ?? self
    }

    /// The main numbers, ascending.
    public var numbers: [Int] { LottoTicket(bits: mainBits).numbers }

    /// The extra balls (bonus balls, or the separate drum's numbers), ascending.
    public var extraNumbers: [Int] { LottoTicket(bits: extraBits).numbers }

    /// `10 23 29 33 37 40 + 16`: the main numbers, then the extra balls after a `+`.
    public var text: String {
        ticketForm.description
    }

    /// The draw written as a ticket is, its extra balls after the `+`: for printing it.
    package var ticketForm: LottoTicket {
        LottoTicket(bits: mainBits, extraBits: extraBits)
    }

    /// How `ticket` fares against this draw, by the tiers of the game as played that day.
    public func check(_ saved: SavedTicket) -> CheckResult {
        let mainMatched = saved.ticket.bits & mainBits
        // Same-drum bonus balls count when the ticket's main numbers hold them; a separate
        // drum's numbers when the ticket's picks from that drum match.
        let extraMatched = game.extra == nil ? saved.ticket.bits & extraBits : saved.ticket.extraBits & extraBits
        let tier = game.tiers.firstIndex {
            $0.isWon(main: mainMatched.nonzeroBitCount, extra: extraMatched.nonzeroBitCount)
        }
        return CheckResult(
            ticket: saved, matched: LottoTicket(bits: mainMatched, extraBits: extraMatched), tier: tier.map { $0 + 1 },
            rule: tier.map { game.tiers[$0] })
    }
}
