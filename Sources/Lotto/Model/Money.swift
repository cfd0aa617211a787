/// An exact amount of money, in a currency's minor units (cents, won): sums of prizes over
/// thousands of draws must not drift as floating point would.
public struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The amount in minor units: 250 is 2.50 dollars, 1000 is 1,000 won.
    public let minorUnits: Int
    public let currency: Currency

    public init(minorUnits: Int, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The amount written `text` (`2`, `2.5`, `1000`) in `currency`; `nil` unless it is digits,
    /// with at most the currency's number of decimals after a point.
    public init?(_ text: some StringProtocol, currency: Currency) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = WholeNumber.parse(parts[0]) else { return nil }
        var fraction = 0
        if parts.count == 2 {
            guard !parts[1].isEmpty, parts[1].count <= currency.minorDigits, let digits = WholeNumber.parse(parts[1])
            else { return nil }
            fraction = digits * Self.power(of: 10, currency.minorDigits - parts[1].count)
        }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: Self.power(of: 10, currency.minorDigits))
        guard !overflow, scaled <= Int.max - fraction else { return nil }
        self.init(minorUnits: scaled + fraction, currency: currency)
    }

    /// The amount as a plain decimal number, as JSON and CSV give it: `1000`, `2.50`.
    public var decimal: String {
        guard currency.minorDigits > 0 else { return String(minorUnits) }
        let unit = Self.power(of: 10, currency.minorDigits)
        let fraction = String(minorUnits.magnitude % UInt(unit))
        return (minorUnits < 0 ? "-" : "") + String(minorUnits.magnitude / UInt(unit)) + "."
            + String(repeating: "0", count: currency.minorDigits - fraction.count) + fraction
    }

    /// `1,000`, `1,000,000.00`: the amount for people, without the currency.
    public var grouped: String {
        let parts = decimal.split(separator: ".", omittingEmptySubsequences: false)
        var whole = Array(parts[0].drop { $0 == "-" })
        var index = whole.count - 3
        while index > 0 {
            whole.insert(",", at: index)
            index -= 3
        }
        return (minorUnits < 0 ? "-" : "") + String(whole) + (parts.count > 1 ? "." + parts[1] : "")
    }

    /// `1,000 KRW`, `1,000,000.00 USD` (`2.50` in the ``Currency/unnamed`` currency): for people.
    public var description: String {
        grouped + (currency.code.isEmpty ? "" : " \(currency)")
    }

    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.minorUnits < rhs.minorUnits
    }

    private static func power(of base: Int, _ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * base }
    }
}
