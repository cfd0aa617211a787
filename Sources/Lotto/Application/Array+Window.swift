extension RangeReplaceableCollection {
    /// Appends `items`, keeping only the last `limit` elements: how a state keeps a window of a
    /// stream that may be millions long. Moves no more than it keeps.
    mutating func appendKeepingLast(_ items: [Element], limit: Int) {
        guard items.count < limit else {
            self = Self(items.suffix(limit))
            return
        }
        let excess = count + items.count - limit
        if excess > 0 { removeFirst(excess) }
        append(contentsOf: items)
    }
}
