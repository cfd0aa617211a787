/// What is left of a prize after the tax withheld by law, as far as one rule says.
package struct AfterTax: Hashable, Sendable {
    /// The prize less the tax withheld; `nil` when the prize is not known, or the tax is no one
    /// rule (EuroMillions: set by the country).
    package let amount: Money?
    /// What the amount leaves out, or who sets the tax when there is no amount: `federal
    /// withholding only; state tax varies`, `set by the country`; `nil` when nothing.
    package let note: String?

    package init(amount: Money?, note: String? = nil) {
        self.amount = amount
        self.note = note
    }
}
