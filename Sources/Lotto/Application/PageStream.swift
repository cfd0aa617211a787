/// Sends a stream's pages on as they come, numbering them first and last: an empty page is
/// skipped unless it is the last, which is always sent, so that a listener always hears the
/// end (a stream of nothing is one empty page).
struct PageStream<Item: Equatable & Sendable> {
    private var isFirst = true
    private let send: (Page<Item>) throws -> Void

    /// - Parameter send: called with each page, in order.
    init(_ send: @escaping (Page<Item>) throws -> Void) {
        self.send = send
    }

    /// Sends a page of `items`, the stream's last if `isLast`.
    mutating func add(_ items: [Item], isLast: Bool) throws {
        guard !items.isEmpty || isLast else { return }
        try send(Page(items: items, isFirst: isFirst, isLast: isLast))
        isFirst = false
    }
}
