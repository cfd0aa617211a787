import Platform

/// What a wheel promises: whenever `drawn` of the draw's numbers are among the wheel's
/// numbers, at least one ticket holds `matched` of them. Written `TifP`: `3if4`.
public struct WheelGuarantee: Hashable, Sendable, CustomStringConvertible {
    /// T: how many of the drawn numbers one ticket is sure to hold.
    public let matched: Int
    /// P: how many drawn numbers among the wheel's numbers the promise needs.
    public let drawn: Int

    /// `matched if drawn`.
    public init(matched: Int, drawn: Int) {
        self.matched = matched
        self.drawn = drawn
    }

    /// Reads `TifP`, two whole numbers of at least 1 (`3if4`); `nil` for anything else.
    public init?(_ text: String) {
        let sides = text.lowercased().split(atRun: "if", omittingEmptySubsequences: false)
        guard sides.count == 2, let matched = WholeNumber.parse(sides[0]), let drawn = WholeNumber.parse(sides[1]),
            matched >= 1, drawn >= 1
        else { return nil }
        self.init(matched: matched, drawn: drawn)
    }

    public var description: String { "\(matched)if\(drawn)" }
}
