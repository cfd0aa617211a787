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

@Suite struct TimestampTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (951_868_799, "2000-02-29T23:59:59Z"),
        (1_795_342_530, "2026-11-22T10:15:30Z"),
    ])
    func formatsAndParsesISO8601(seconds: Int64, text: String) {
        #expect(Timestamp(secondsSince1970: seconds).description == text)
        #expect(Timestamp(iso8601: text)?.secondsSince1970 == seconds)
    }

    @Test func clampsToTheYearsISO8601CanWrite() {
        #expect(Timestamp(secondsSince1970: .max).description == "9999-12-31T23:59:59Z")
        #expect(Timestamp(secondsSince1970: .min).description == "0000-01-01T00:00:00Z")
        #expect(Timestamp(iso8601: "9999-12-31T23:59:59Z") == Timestamp(secondsSince1970: .max))
    }

    @Test(arguments: [
        "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-22 10:15:30Z", "2026-11-22T24:00:00Z", "x",
    ])
    func refusesInvalidTimes(text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }
}

@Suite struct QuotingTests {
    @Test func quotedValuesStayOnOneShortLine() {
        #expect("x".quoted == "'x'")
        #expect("a\nb\u{1B}[31m\t".quoted == #"'a\nb\u{1B}[31m\t'"#)
        let long = String(repeating: "9", count: 500).quoted
        #expect(long.count == 62 && long.hasSuffix("...'"))
    }
}
