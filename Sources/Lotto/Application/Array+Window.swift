extension Array {
    /// This array with `items` appended, keeping only the last `limit` elements: how a state
    /// keeps a window of a stream that may be millions long. Copies no more than it keeps.
    func appendingKeepingLast(_ items: [Element], limit: Int) -> [Element] {
        guard items.count < limit else { return Array(items.suffix(limit)) }
        guard !isEmpty else { return items }
        return Array(suffix(Swift.min(count, limit - items.count))) + items
    }
}
