/// The currency a game's prices and prizes are in: its ISO 4217 code and how many digits its
/// minor unit has (cents: 2; the won has none).
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// `KRW`, `USD`; empty for ``unnamed``.
    public let code: String
    /// Digits after the decimal point: 0 for the won and the yen, 2 for the dollar.
    public let minorDigits: Int

    public static let won = Currency(code: "KRW", minorDigits: 0)
    public static let dollar = Currency(code: "USD", minorDigits: 2)
    public static let euro = Currency(code: "EUR", minorDigits: 2)
    public static let pound = Currency(code: "GBP", minorDigits: 2)
    public static let yen = Currency(code: "JPY", minorDigits: 0)
    public static let canadianDollar = Currency(code: "CAD", minorDigits: 2)
    /// The Italian lira, SuperEnalotto's money until the euro (2002): no minor unit in use.
    public static let lira = Currency(code: "ITL", minorDigits: 0)
    /// The money of a game whose currency lotto does not know (a custom game): amounts with
    /// cents and no code, so that a price given for it still adds up.
    public static let unnamed = Currency(code: "", minorDigits: 2)

    public var description: String { code }
}
