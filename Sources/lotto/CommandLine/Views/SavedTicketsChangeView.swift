import Flux
import Lotto

/// What a save or a removal did, from the store that holds it (``SavedTicketsChange``): on
/// standard error, which tickets saved repeat a line saved before for their draw, that the last
/// draw's sales had closed (its tickets are saved for it all the
/// same), or that a selection chose no ticket to remove; and the change in words, said if the
/// output then fails.
final class SavedTicketsChangeView {
    private let store: SavedTicketsChangeStore<AppAction>
    private var subscription: Subscription?

    /// - Parameter noneRemoved: what to say when a removal took no ticket (`nothing to delete:
    ///   no ticket is for a recorded draw`); nothing when not given.
    init(_ store: SavedTicketsChangeStore<AppAction>, errors: StandardError, noneRemoved: String? = nil) {
        self.store = store
        subscription = store.addListener { [unowned store] in
            switch store.state {
            case .saved(let outcome)?:
                for warning in Self.repeatWarnings(outcome.repeats) { errors.warn(warning) }
                guard let closed = outcome.salesClosedAt, let draw = outcome.draw else { return }
                errors.warn(
                    "sales for \(outcome.game) \(draw) closed at \(closed); the tickets are saved for that draw "
                        + "(--draw names another)")
            case .removed(let ids, let kept)?:
                if !kept.isEmpty {
                    let tickets = kept.count == 1 ? "ticket" : "tickets"
                    errors.print(
                        "lotto: kept \(kept.count) winning \(tickets) not marked claimed: "
                            + kept.map(String.init).joined(separator: ", ")
                            + " (lotto claim ID, or --include-unclaimed)")
                } else if ids.isEmpty, let noneRemoved {
                    errors.print("lotto: \(noneRemoved)")
                }
            case .claimed?, nil:
                break
            }
        }
    }

    /// The most repeats said a warning each; more are said in one, so that a large save of many
    /// repeated lines says one line, not hundreds.
    static let repeatsWarnedEach = 3

    /// `ticket 12 repeats ticket 4's line for the draw of 2026-11-28`, a warning each for a few;
    /// for more, one: `5 tickets repeat a line saved before for their draw: ticket 12 repeats
    /// ticket 4's line for the draw of 2026-11-28, and 4 more ('lotto list' shows them)`.
    static func repeatWarnings(_ repeats: [TicketRepeat]) -> [String] {
        func words(_ repeated: TicketRepeat) -> String {
            "ticket \(repeated.id) repeats ticket \(repeated.earlierID)'s line for the draw of \(repeated.draw.date)"
        }
        guard repeats.count > repeatsWarnedEach, let first = repeats.first else { return repeats.map(words) }
        return [
            "\(repeats.count) tickets repeat a line saved before for their draw: \(words(first)), "
                + "and \(repeats.count - 1) more ('lotto list' shows them)"
        ]
    }

    /// `saved #3-4`, `removed #1`: the change the store holds.
    var change: String {
        switch store.state {
        case .saved(let outcome)?: "saved \(TicketIDs.text(outcome.ids))"
        case .removed(let ids, _)?: "removed \(TicketIDs.text(ids))"
        case .claimed(let ids, let undone)?: "\(undone ? "unmarked" : "claimed") \(TicketIDs.text(ids))"
        case nil: ""
        }
    }
}
