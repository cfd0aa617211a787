/// The tax a game's prizes have withheld when paid, for the draws from a date on: a rule is data
/// with its era. The laws are cited in docs/commands.md. lotto does not know the day a prize is
/// paid, so a rule is chosen by the draw's date, as the first day the prize could be paid (see
/// kr645's rules in ``PrizeRules/of(_:)``): a prize claimed later than that, under a newer law,
/// is taxed by the rule of its draw's date here.
package struct TaxRule: Hashable, Sendable {
    /// How the tax follows from the prize.
    package enum Kind: Hashable, Sendable {
        /// No tax withheld.
        case none
        /// South Korea (소득세법 §84, §129; 지방세법): nothing for a prize of at most
        /// `exemptUpTo` won; above it, income tax of 20% of the prize less the ticket's price, 30%
        /// on the part of that above 300,000,000 won, and local income tax of a tenth of it; each
        /// cut to 10 won (국고금 관리법 §47, 지방회계법 §55).
        case korean(exemptUpTo: Int128)
        /// United States federal withholding (26 U.S.C. §3402(q)): `percent` of the prize less
        /// the wager when that is more than 5,000 dollars, rounded to the cent; state tax varies.
        case usFederal(percent: Int)
        /// Italy (the `diritto sulla vincita`): `percent` of the part of a prize above 500 euros,
        /// rounded to the cent.
        case italian(percent: Int)
        /// No one rule: who sets it, in words (`set by the country`).
        case words(String)
    }

    /// The first draw date the rule holds for; `nil` for every date before the next rule's.
    package let from: CivilDate?
    package let kind: Kind

    package init(from: CivilDate? = nil, _ kind: Kind) {
        self.from = from
        self.kind = kind
    }

    /// Who sets the tax, for a rule that is no one rule (`set by the country`); `nil` otherwise.
    package var words: String? {
        if case .words(let words) = kind { return words }
        return nil
    }

    /// The highest part of a Korean prize (less its price) taxed at 20% rather than 30%.
    static let koreanHigherRateFrom: Int128 = 300_000_000
    /// The prize less the wager above which US federal tax is withheld, in cents.
    static let usThreshold: Int128 = 500_000
    /// The part of an Italian prize never taxed, in cents.
    static let italianExempt: Int128 = 50_000

    /// What is left of `prize` after the tax, for a play that cost `price` (`nil` when not known:
    /// then nothing is taken off the prize before the tax).
    package func afterTax(_ prize: Money, price: Money?) -> AfterTax {
        let cost = price.map { $0.currency == prize.currency ? $0.minorUnits : 0 } ?? 0
        let amount = prize.minorUnits
        switch kind {
        case .none:
            return AfterTax(amount: prize)
        case .korean(let exemptUpTo):
            guard amount > exemptUpTo else { return AfterTax(amount: prize) }
            let taxable = max(amount - cost, 0)
            let lower = min(taxable, Self.koreanHigherRateFrom)
            let incomeTax = Self.cutToTen((lower * 20 + (taxable - lower) * 30) / 100)
            let localTax = Self.cutToTen(incomeTax / 10)
            return AfterTax(amount: Money(minorUnits: amount - incomeTax - localTax, currency: prize.currency))
        case .usFederal(let percent):
            let note = "federal withholding only; state tax varies"
            let taxable = amount - cost
            guard taxable > Self.usThreshold else { return AfterTax(amount: prize, note: note) }
            let tax = Self.roundedPercent(taxable, percent)
            return AfterTax(amount: Money(minorUnits: amount - tax, currency: prize.currency), note: note)
        case .italian(let percent):
            guard amount > Self.italianExempt else { return AfterTax(amount: prize) }
            let tax = Self.roundedPercent(amount - Self.italianExempt, percent)
            return AfterTax(amount: Money(minorUnits: amount - tax, currency: prize.currency))
        case .words(let words):
            return AfterTax(amount: nil, note: words)
        }
    }

    /// Won, with the part under 10 won dropped.
    private static func cutToTen(_ won: Int128) -> Int128 { won / 10 * 10 }

    /// `percent` of `minorUnits`, to the nearest minor unit, a half rounded up.
    private static func roundedPercent(_ minorUnits: Int128, _ percent: Int) -> Int128 {
        (minorUnits * Int128(percent) + 50) / 100
    }
}
