/// One part of a stream of items, in order: a large draw, a long list or a big save arrives as
/// several pages, one action each, so that memory stays flat however long the stream.
///
/// The flags tell where the page stands: a listener starts afresh on the first page and
/// finishes on the last. A stream of nothing is one empty page, first and last.
package struct Page<Item: Equatable & Sendable>: Equatable, Sendable {
    /// The page's items, in stream order.
    package var items: [Item]
    /// Whether this page starts the stream.
    package var isFirst: Bool
    /// Whether this page ends the stream.
    package var isLast: Bool

    package init(items: [Item], isFirst: Bool, isLast: Bool) {
        self.items = items
        self.isFirst = isFirst
        self.isLast = isLast
    }

    /// A stream of one page.
    package static func whole(_ items: [Item]) -> Page {
        Page(items: items, isFirst: true, isLast: true)
    }
}
