import Platform

/// A moment to the second, in UTC, written as ISO 8601 (`2026-11-22T10:15:30Z`).
///
/// Written and read by hand (Hinnant's civil-date algorithms) so that the tool needs neither
/// Foundation nor the C library's time-zone files.
public struct Timestamp: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let secondsSince1970: Int64

    /// The earliest and latest moments ISO 8601's four-digit years can write.
    static let representable: ClosedRange<Int64> = -62_167_219_200...253_402_300_799

    /// The moment `secondsSince1970` seconds after the Unix epoch, clamped to the years
    /// 0000...9999, so that even an absurd system clock writes a time lotto can read back.
    public init(secondsSince1970: Int64) {
        self.secondsSince1970 = min(max(secondsSince1970, Self.representable.lowerBound), Self.representable.upperBound)
    }

    /// The current time from the system's real-time clock.
    public static func now() -> Timestamp {
        Timestamp(secondsSince1970: Int64(SystemCall.secondsSince1970()))
    }

    /// Reads exactly `YYYY-MM-DDTHH:MM:SSZ`, with a valid date and time.
    public init?(iso8601 text: String) {
        var text = text
        guard let seconds = text.withUTF8(Self.parse) else { return nil }
        secondsSince1970 = seconds
    }

    /// Reads exactly `YYYY-MM-DDTHH:MM:SSZ` from UTF-8 bytes, without allocating.
    init?(iso8601 bytes: UnsafeBufferPointer<UInt8>) {
        guard let seconds = Self.parse(bytes) else { return nil }
        secondsSince1970 = seconds
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func field(_ start: Int, _ length: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + length] {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = field(0, 4), let month = field(5, 2), let day = field(8, 2),
            let hour = field(11, 2), let minute = field(14, 2), let second = field(17, 2),
            let date = CivilDate(year: year, month: month, day: day), hour < 24, minute < 60, second < 60
        else { return nil }
        return Int64(date.daysSince1970 * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    public var description: String {
        var bytes: [UInt8] = []
        appendISO8601(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DDTHH:MM:SSZ` as UTF-8.
    package func appendISO8601(to bytes: inout [UInt8]) {
        bytes.append(capacity: Self.iso8601Length) { writeISO8601(to: &$0) }
    }

    /// The length of `YYYY-MM-DDTHH:MM:SSZ`.
    package static let iso8601Length = 20

    /// Writes `YYYY-MM-DDTHH:MM:SSZ`, ``iso8601Length`` bytes.
    package func writeISO8601(to writer: inout ByteWriter) {
        let days = Int(secondsSince1970.floorDivided(by: 86_400))
        let secondOfDay = Int(secondsSince1970 - Int64(days) * 86_400)
        CivilDate(daysSince1970: days).writeISO8601(to: &writer)
        writer.write(UInt8(ascii: "T"))
        writer.writeTwoDigits(secondOfDay / 3_600)
        writer.write(UInt8(ascii: ":"))
        writer.writeTwoDigits(secondOfDay / 60 % 60)
        writer.write(UInt8(ascii: ":"))
        writer.writeTwoDigits(secondOfDay % 60)
        writer.write(UInt8(ascii: "Z"))
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}
