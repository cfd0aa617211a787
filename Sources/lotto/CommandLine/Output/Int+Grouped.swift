import Lotto

extension Int {
    /// `8,145,060`: the number with its thousands separated, for people.
    var grouped: String {
        Money(minorUnits: self, currency: .won).grouped
    }
}
