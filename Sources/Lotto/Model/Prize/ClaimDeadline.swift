/// The last day to claim a prize, where its game has one rule; else who sets it.
package enum ClaimDeadline: Hashable, Sendable {
    /// The last day the prize can be claimed.
    case lastDay(CivilDate)
    /// No one rule: the words that say where the rule is set, `set by the state`.
    case words(String)

    /// The last day, if the rule gives one.
    package var lastDay: CivilDate? {
        if case .lastDay(let date) = self { return date }
        return nil
    }

    /// The words, for a deadline that is not one date.
    package var words: String? {
        if case .words(let words) = self { return words }
        return nil
    }
}
