import Testing

@testable import Lotto

/// The game a Korean ticket's QR code is saved as, decided by the save's terms from the game
/// chosen and where the choice came from: the code's own (kr645) over a standing choice
/// (`LOTTO_GAME`) or the default; a game given for the save that is another, a conflict.
@Suite struct QRCodeGameTests {
    private let code = try! KoreanTicketQR(
        "http://qr.dhlottery.co.kr/?v=1236m061722273744m030506144245s111826323542s152425263244n000000000000195138178214141022"
    )

    private func game(_ game: String, _ source: GameChoice.Source) throws -> LottoGame {
        try SaveTerms(.qrCode(code), game: GameChoice(try #require(LottoGame.named(game)), source: source)).game
    }

    @Test func theCodesOwnGameWinsOverAStandingChoiceAndTheDefault() throws {
        #expect(try game("powerball", .standing) == .korean645)
        #expect(try game("6/45", .standing) == .korean645)
        #expect(try SaveTerms(.qrCode(code), game: .byDefault).game == .korean645)
        #expect(try game("kr645", .given) == .korean645)
    }

    @Test func anotherGameGivenForTheSaveIsAConflict() throws {
        let kr645 = LottoGame.korean645.id
        #expect(throws: SaveError.qrCodeOfAnotherGame(kr645, given: GameID(.powerball))) {
            try game("powerball", .given)
        }
        #expect(throws: SaveError.qrCodeOfAnotherGame(kr645, given: GameID(.euroMillions))) {
            try game("euromillions", .given)
        }
    }
}
