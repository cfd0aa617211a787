/// An exact amount of money, in a currency's minor units (cents, won): sums of prizes over
/// thousands of draws must not drift as floating point would.
///
/// 128 bits, so that totals are exact, never capped: a prize or price is at most
/// ``RecordedDraw/largestPrize`` (10^15), and a backtest checks fewer than 2^63 plays, so what
/// it spends or wins stays below 10^34, and that times 10,000 (a return in hundredths of a
/// percent) below `Int128.max` (1.7 x 10^38).
public struct Money: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The amount in minor units: 250 is 2.50 dollars, 1000 is 1,000 won.
    public let minorUnits: Int128
    public let currency: Currency

    public init(minorUnits: Int128, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public init(minorUnits: Int, currency: Currency) {
        self.init(minorUnits: Int128(minorUnits), currency: currency)
    }

    /// The amount written `text` (`2`, `2.5`, `1000`) in `currency`; `nil` unless it is digits,
    /// with at most the currency's number of decimals after a point. An amount of that form
    /// too large for 128 bits reads as `Int128.max`: over every limit a caller checks, so that
    /// the caller says it is too large rather than not an amount.
    public init?(_ text: some StringProtocol, currency: Currency) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), WholeNumber.isDigits(parts[0]) else { return nil }
        var fraction: Int128 = 0
        if parts.count == 2 {
            guard WholeNumber.isDigits(parts[1]), parts[1].count <= currency.minorDigits else { return nil }
            let digits = parts[1].utf8.reduce(Int128(0)) { $0 * 10 + Int128($1 - UInt8(ascii: "0")) }
            fraction = digits * Self.power(of: 10, currency.minorDigits - parts[1].count)
        }
        guard let whole = Int128(parts[0]) else {
            self.init(minorUnits: .max, currency: currency)
            return
        }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: Self.power(of: 10, currency.minorDigits))
        let minorUnits = overflow || scaled > Int128.max - fraction ? Int128.max : scaled + fraction
        self.init(minorUnits: minorUnits, currency: currency)
    }

    /// The amount as a plain decimal number, as JSON and CSV give it: `1000`, `2.50`.
    public var decimal: String {
        guard currency.minorDigits > 0 else { return String(minorUnits) }
        let unit = UInt128(Self.power(of: 10, currency.minorDigits))
        let fraction = String(minorUnits.magnitude % unit)
        return (minorUnits < 0 ? "-" : "") + String(minorUnits.magnitude / unit) + "."
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

    private static func power(of base: Int128, _ exponent: Int) -> Int128 {
        (0..<exponent).reduce(1) { result, _ in result * base }
    }
}
