import Testing

@testable import Lotto

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
