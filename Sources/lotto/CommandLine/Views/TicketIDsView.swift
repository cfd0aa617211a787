import Flux
import Lotto

/// The ids `lotto completion ids` offers, as a shell reads them: one a line, `12`, or described,
/// `12<tab>1 2 3 4 5 6 draw 2026-11-28` (`(deleted)` after a deleted ticket's).
///
/// Kept until the last page, then given whole (``text``): a store found damaged midway then
/// offers nothing, rather than the ids before the damage.
final class TicketIDsView {
    /// The lines, once the last page has come; none before.
    var text: [UInt8] { isComplete ? lines : [] }
    private var lines: [UInt8] = []
    private var isComplete = false
    private var subscription: Subscription?

    /// - Parameter withHash: whether each id is written `#12`, as the beginning typed was.
    init(_ dispatcher: Dispatcher<AppAction>, withHash: Bool) {
        subscription = dispatcher.addActionListener { [unowned self] action in
            guard case .lotto(.ticketIDsListed(let page)) = action else { return }
            lines += Self.lines(page.items, withHash: withHash)
            isComplete = page.isLast
        }
    }

    /// A page's lines, made in a local array: the view's own, reached through `self`, would be
    /// checked for exclusive access at every byte.
    private static func lines(_ candidates: [TicketIDCandidate], withHash: Bool) -> [UInt8] {
        var lines: [UInt8] = []
        lines.reserveCapacity(candidates.count * 8)
        for candidate in candidates {
            if withHash { lines.append(UInt8(ascii: "#")) }
            // The digits written in place, backwards then turned: a million ids print at once.
            let start = lines.count
            var rest = candidate.id
            repeat {
                lines.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            lines[start...].reverse()
            if let summary = candidate.summary {
                lines.append(UInt8(ascii: "\t"))
                lines += summary.utf8
                if candidate.isDeleted { lines += " (deleted)".utf8 }
            }
            lines.append(UInt8(ascii: "\n"))
        }
        return lines
    }
}
