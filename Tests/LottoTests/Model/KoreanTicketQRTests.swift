import Testing

@testable import Lotto

/// A Korean ticket's QR code read: the round, each bought game with how it was chosen, nothing
/// of the serial; every way a code can be bad refused, naming the slot.
@Suite struct KoreanTicketQRTests {
    private static let example =
        "http://qr.dhlottery.co.kr/?v=1236m061722273744m030506144245s111826323542s152425263244n000000000000195138178214141022"

    private func ticket(_ text: String) throws -> LottoTicket { try LottoTicket(parsing: text[...]) }

    @Test func theExampleIsRound1236WithFourGames() throws {
        let qr = try KoreanTicketQR(Self.example)
        #expect(qr.round == 1236)
        #expect(qr.draw == TicketDraw(date: CivilDate(year: 2026, month: 8, day: 8)!, round: 1236))
        let games: [KoreanTicketQR.Game] = [
            .init(ticket: try ticket("6 17 22 27 37 44"), choice: .manual),
            .init(ticket: try ticket("3 5 6 14 42 45"), choice: .manual),
            .init(ticket: try ticket("11 18 26 32 35 42"), choice: .semiAutomatic),
            .init(ticket: try ticket("15 24 25 26 32 44"), choice: .semiAutomatic),
        ]
        #expect(qr.games == games)
    }

    @Test func theOlderAddressAndHTTPSAreRead() throws {
        for prefix in [
            "http://m.dhlottery.co.kr/?v=", "https://qr.dhlottery.co.kr/?v=", "  http://qr.dhlottery.co.kr/?v=",
            "http://qr.dhlottery.co.kr?v=", "http://qr.dhlottery.co.kr/?x=1&v=",
        ] {
            let qr = try KoreanTicketQR(prefix + "0860q010203040506n000000000000n0000000000000123456789\r")
            let game = KoreanTicketQR.Game(ticket: try ticket("1 2 3 4 5 6"), choice: .automatic)
            #expect(qr.round == 860 && qr.games == [game])
        }
    }

    /// Codes written from random games read back as those games, whatever the slots and serial.
    @Test func generatedCodesReadBackAsWritten() throws {
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 38))
        var random = SeededRandomNumberGenerator(seed: 45)
        let letters: [(String, TicketChoice)] = [("m", .manual), ("q", .automatic), ("s", .semiAutomatic)]
        for _ in 0..<500 {
            let round = Int.random(in: 1...1300, using: &random)
            let bought = Int.random(in: 1...5, using: &random)
            var text =
                "http://qr.dhlottery.co.kr/?v=" + String(repeating: "0", count: 4 - String(round).count) + String(round)
            var games: [KoreanTicketQR.Game] = []
            for _ in 0..<bought {
                let (letter, choice) = letters[Int.random(in: 0..<3, using: &random)]
                let ticket = maker.makeTicket()
                text += letter + ticket.numbers.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
                games.append(.init(ticket: ticket, choice: choice))
            }
            text += String(repeating: "n000000000000", count: 5 - bought)
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                text += String(Int.random(in: 0...9, using: &random))
            }
            let qr = try KoreanTicketQR(text)
            #expect(qr.round == round && qr.games == games, "\(text)")
        }
    }

    /// The bytes as given: a byte that is not UTF-8 is named as it is, not as `�`.
    @Test func aByteThatIsNotASCIIIsNamedAsItIs() {
        let code = Array("http://qr.dhlottery.co.kr/?v=1236m061722273744".utf8) + [0xFF]
        #expect(throws: KoreanTicketQRError.notASCII(byte: 0xFF, position: 47)) { try KoreanTicketQR(bytes: code) }
        #expect("\(KoreanTicketQRError.notASCII(byte: 0xFF, position: 47))".hasPrefix(#"byte 47, \xFF, is not ASCII"#))
    }

    @Test(arguments: [
        ("http://qr.dhlottery.co.kr/?v=1236m061722273799", "slot 1 (m061722273799): 99 is out of range (1-45)"),
        ("http://qr.dhlottery.co.kr/?v=1236m061722273700", "slot 1 (m061722273700): 0 is out of range (1-45)"),
        (
            "http://qr.dhlottery.co.kr/?v=1236q010203040506m060606070809",
            "slot 2 (m060606070809): 6 appears more than once"
        ),
        ("http://qr.dhlottery.co.kr/?v=0000m061722273744", "round '0000' is not a round from 0001 to 9999"),
        ("http://qr.dhlottery.co.kr/?v=12m061722273744", "round '12' has 2 digits: a round is four"),
        ("http://qr.dhlottery.co.kr/?v=12345m061722273744", "round '12345' has 5 digits: a round is four"),
        ("http://qr.dhlottery.co.kr/?v=m061722273744", "round 'm061' is not a round from 0001 to 9999"),
        (
            "http://qr.dhlottery.co.kr/?v=1000m0102030405061q0708091011121234567890",
            "slot 1 ('m0102030405061') has 13 digits"
        ),
        (
            "http://qr.dhlottery.co.kr/?v=1236q010203040506m01020304050607080910n000000000000",
            "slot 2 ('m01020304050607080910') has 20 digits"
        ),
        ("http://qr.dhlottery.co.kr/?v=1236m061722273744&v=0860q010203040506", "a second v= ('v=0860q010203040506')"),
        ("http://qr.dhlottery.co.kr/?v=1236m061722273744?v=0860", "a second v= ('v=0860')"),
        ("http://qr.dhlottery.co.kr/?v=1236m061722273744&x=1&v=", "a second v= ('v=')"),
        ("http://qr.dhlottery.co.kr/?v=1236m0617222737é", #"byte 45, \xC3, is not ASCII"#),
        ("http://qr.dhlottery.co.kr/?v=1236m0617222737", "slot 1 ('m0617222737') is cut short"),
        ("http://qr.dhlottery.co.kr/?v=1236m06172227374x0102030405061234", "slot 1 ('m06172227374x') is cut short"),
        ("http://qr.dhlottery.co.kr/?v=1236x061722273744", "slot 1: 'x' is not m (manual)"),
        ("http://qr.dhlottery.co.kr/?v=1236n000000000000n000000000000123", "no game on the ticket was bought"),
        ("http://qr.dhlottery.co.kr/?v=1236", "no game on the ticket was bought"),
        (
            "http://qr.dhlottery.co.kr/?v=1236n000000000001",
            "slot 1 (n000000000001) is marked not bought but holds numbers"
        ),
        (
            "http://qr.dhlottery.co.kr/?v=1236" + String(repeating: "q010203040506", count: 6),
            "6 slots, more than the 5 a ticket has"
        ),
        ("http://example.com/?v=1236m061722273744", "not a Lotto 6/45 ticket's QR code"),
        ("http://qr.dhlottery.co.kr/?x=1236m061722273744", "not a Lotto 6/45 ticket's QR code"),
    ])
    func aBadCodeIsRefusedNamingWhatIsWrong(text: String, message: String) {
        #expect {
            _ = try KoreanTicketQR(text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
