/// A `Retry-After` header (RFC 9110, 10.2.3): a number of seconds, or an HTTP date.
enum RetryAfter {
    /// The seconds to wait that `value` asks for at `now`; `nil` for a value that is neither.
    static func seconds(in value: String, now: Timestamp) -> Double? {
        let value = value.trimmingCharacters(in: " \t")
        if let seconds = Int(value), seconds >= 0 { return Double(seconds) }
        guard let date = httpDate(value) else { return nil }
        return Double(max(0, date - now.secondsSince1970))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sun, 06 Nov 1994 08:49:37 GMT` (the IMF-fixdate every server sends now), as seconds
    /// since 1970.
    static func httpDate(_ value: String) -> Int64? {
        let parts = value.split(separator: " ")
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT", let day = Int(parts[1]),
            let month = months.firstIndex(of: String(parts[2])), let year = Int(parts[3]),
            let date = CivilDate(year: year, month: month + 1, day: day)
        else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
            (0..<24).contains(hour), (0..<60).contains(minute), (0..<61).contains(second)
        else { return nil }
        return Int64(date.daysSince1970) * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
    }
}

extension String {
    /// Without the characters of `set` at either end.
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
