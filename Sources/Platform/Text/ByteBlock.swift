/// A block of memory text is written into (see ``ByteWriter``), kept from one use to the next:
/// a block taken and freed for every page of a large draw would be given back to the system
/// and faulted in again, page after page.
package final class ByteBlock {
    private let start: UnsafeMutablePointer<UInt8>
    private let capacity: Int

    /// A block of `capacity` bytes.
    package init(capacity: Int) {
        start = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        start.deallocate()
    }

    /// Runs `body` with a writer onto the block, empty.
    package func withWriter<Result>(_ body: (inout ByteWriter) throws -> Result) rethrows -> Result {
        var writer = ByteWriter(start: start, capacity: capacity)
        return try body(&writer)
    }
}
