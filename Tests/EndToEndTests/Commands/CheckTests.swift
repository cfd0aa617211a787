import Foundation
import Testing

@testable import Lotto

/// Each tier of each game's checker, table-driven: a draw, a ticket, and the tier it wins.
@Suite struct CheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let game: String
        let draw: [Int]
        let bonus: [Int]
        let ticket: String
        let tier: Int?
        var testDescription: String { "\(game) \(ticket) → \(tier.map(String.init) ?? "none")" }
    }

    static let cases: [Case] = [
        // Korea: 6; 5+bonus; 5; 4; 3. The boundary: 5 with and without the bonus.
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 5 6", tier: 1),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 5 7", tier: 2),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 5 8", tier: 3),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 7 8", tier: 4),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 7 8 9", tier: 5),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 7 8 9 10", tier: nil),
        // Powerball: 5+PB ... 0+PB; 2 without the Powerball wins nothing.
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 9", tier: 1),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 8", tier: 2),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 6 + 9", tier: 3),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 6 + 8", tier: 4),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 6 7 + 9", tier: 5),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 6 7 + 8", tier: 6),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 6 7 8 + 9", tier: 7),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 6 7 8 10 + 9", tier: 8),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "6 7 8 10 11 + 9", tier: 9),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 6 7 8 + 1", tier: nil),
        // Mega Millions: the same tiers, Mega Ball from 1-24.
        Case(game: "megamillions", draw: [10, 20, 30, 40, 50], bonus: [24], ticket: "10 20 30 40 50 + 24", tier: 1),
        Case(game: "megamillions", draw: [10, 20, 30, 40, 50], bonus: [24], ticket: "1 2 3 4 5 + 24", tier: 9),
        // EuroMillions: 13 tiers; 2 main alone is the last.
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 3 4 5 + 1 2", tier: 1),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 3 4 5 + 1 3", tier: 2),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 3 4 6 + 3 4", tier: 7),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 6 7 8 + 3 4", tier: 13),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 6 7 8 9 + 3 4", tier: nil),
        // Eurojackpot: 12 tiers; 2 main alone wins nothing, 2+1 is the last.
        Case(game: "eurojackpot", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 6 7 8 + 1 3", tier: 12),
        Case(game: "eurojackpot", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 6 7 8 + 3 4", tier: nil),
        // UK: 6; 5+bonus; 5; 4; 3; 2.
        Case(game: "uk-lotto", draw: [1, 2, 3, 4, 5, 6], bonus: [59], ticket: "1 2 3 4 5 59", tier: 2),
        Case(game: "uk-lotto", draw: [1, 2, 3, 4, 5, 6], bonus: [59], ticket: "1 2 10 11 12 59", tier: 6),
        // Loto 6: 5+bonus is 2nd.
        Case(game: "loto6", draw: [1, 2, 3, 4, 5, 6], bonus: [43], ticket: "1 2 3 4 5 43", tier: 2),
        Case(game: "loto6", draw: [1, 2, 3, 4, 5, 6], bonus: [43], ticket: "1 2 3 10 11 43", tier: 5),
        // Loto 7: 6 + one bonus is 2nd; 3 needs one or two bonus balls.
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 6 7", tier: 1),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 6 36", tier: 2),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 6 10", tier: 3),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 36 37", tier: 4),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 10 11 12 36", tier: 6),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 10 11 36 37", tier: 6),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 10 11 12 13", tier: nil),
        // Canada: 2+bonus and 2 are prizes (the last two tiers).
        Case(game: "lotto649", draw: [1, 2, 3, 4, 5, 6], bonus: [49], ticket: "1 2 10 11 12 49", tier: 6),
        Case(game: "lotto649", draw: [1, 2, 3, 4, 5, 6], bonus: [49], ticket: "1 2 10 11 12 13", tier: 7),
        // SuperEnalotto: 5+Jolly.
        Case(game: "superenalotto", draw: [1, 2, 3, 4, 5, 6], bonus: [90], ticket: "1 2 3 4 5 90", tier: 2),
        Case(game: "superenalotto", draw: [1, 2, 3, 4, 5, 6], bonus: [90], ticket: "1 20 30 40 50 60", tier: nil),
        // A custom game: only everything wins.
        Case(game: "5/69+1/26", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 9", tier: 1),
        Case(game: "5/69+1/26", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 8", tier: nil),
    ]

    @Test(arguments: cases)
    func ticketsWinTheirTier(_ example: Case) throws {
        let game = try #require(LottoGame.named(example.game))
        let draw = try WinningDraw(numbers: example.draw, bonus: example.bonus, game: game)
        let ticket = try LottoTicket(parsing: example.ticket[...], game: game)
        let result = draw.check(
            SavedTicket(id: 1, game: game.id, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0)))
        #expect(result.tier == example.tier)
    }

    @Test func badDrawsAreRefused() throws {
        #expect(throws: WinningDrawError.bonusRepeats(6)) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [6], game: .korean645)
        }
        #expect(throws: WinningDrawError.wrongBonusCount(found: 2, expected: 1)) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [7, 8], game: .korean645)
        }
        #expect(throws: WinningDrawError.ticket(.repeated(5))) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5, 5], bonus: [7], game: .korean645)
        }
        let powerball = try #require(LottoGame.named("powerball"))
        #expect(throws: WinningDrawError.ticket(.outOfRange("27", 1...26))) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5], bonus: [27], game: powerball)
        }
        #expect(throws: Never.self) { try WinningDraw(numbers: [1, 2, 3, 4, 5], bonus: [5], game: powerball) }
    }
}
