import Lotto

extension ListPrinter {
    /// `  after tax 1,560,221 KRW  claim by 2026-01-05`; `  after tax 38,000.48 USD (federal
    /// withholding only; state tax varies)  claim deadline set by the state`; `  tax set by the country`
    /// where no one rule gives an amount; nothing of an amount not known (a prize unknown).
    static func claimText(_ claim: PrizeClaim?) -> String {
        guard let claim else { return "" }
        var text = ""
        if let afterTax = claim.afterTax {
            if let amount = afterTax.amount {
                text += "  after tax \(amount)" + (afterTax.note.map { " (\($0))" } ?? "")
            } else if let note = afterTax.note {
                text += "  tax \(note)"
            }
        }
        switch claim.deadline {
        case .lastDay(let date)?: text += "  claim by \(date)"
        case .words(let words)?: text += "  claim deadline \(words)"
        case nil: break
        }
        return text
    }
}
