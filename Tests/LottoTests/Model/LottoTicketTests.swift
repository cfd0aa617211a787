import Testing

@testable import Lotto

@Suite struct LottoTicketTests {
    @Test func numbersComeOutAscendingWhateverTheOrderIn() throws {
        let ticket = try LottoTicket(numbers: [42, 3, 27, 11, 38, 19])
        #expect(ticket.numbers == [3, 11, 19, 27, 38, 42])
        #expect(ticket.description == "3 11 19 27 38 42")
        var json: [UInt8] = []
        ticket.appendJSONArray(to: &json)
        #expect(String(decoding: json, as: UTF8.self) == "[3,11,19,27,38,42]")
    }

    @Test(arguments: [
        ("1 2 3 4 5 46", TicketError.outOfRange("46", 1...45)),
        ("0 1 2 3 4 5", .outOfRange("0", 1...45)),
        ("1 2 3 4 5 99999999999999999999999", .outOfRange("99999999999999999999999", 1...45)),
        ("1 2 3 4 5 5", .repeated(5)),
        ("1 2 3 4 5", .wrongCount(found: 5, expected: 6)),
        ("1 2 3 4 5 6 7", .wrongCount(found: 7, expected: 6)),
        ("", .wrongCount(found: 0, expected: 6)),
        ("1 2 3 4 5 x", .notANumber("x")),
        ("1 2 3 4 5 -6", .notANumber("-6")),
        ("1 2 3 4 5 +6", .notANumber("+6")),
        ("1 2 3 4 5 6.0", .notANumber("6.0")),
    ])
    func badTicketsAreRefusedNamingTheValue(text: String, error: TicketError) {
        #expect(throws: error) { try LottoTicket(parsing: text[...]) }
    }

    @Test func parsingAcceptsTabsAndExtraSpaces() throws {
        #expect(try LottoTicket(parsing: "  1\t2  3 4 5 45 ").numbers == [1, 2, 3, 4, 5, 45])
    }

    @Test func errorMessagesNameTheValue() {
        #expect(TicketError.outOfRange("46", 1...45).description == "46 is out of range (1-45)")
        #expect(TicketError.repeated(7).description == "7 appears more than once")
        #expect(TicketError.notANumber("x").description == "'x' is not a whole number")
    }
}
