extension [UInt8] {
    /// Appends what `body` writes, at most `capacity` bytes, formatted in temporary memory and
    /// appended in one go: appending byte by byte costs an array uniqueness check each.
    @inlinable
    package mutating func append(capacity: Int, writing body: (inout ByteWriter) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(capacity, 1)) { scratch in
            // A temporary allocation of at least one byte has an address.
            guard let start = scratch.baseAddress else { return }
            var writer = ByteWriter(start: start, capacity: capacity)
            body(&writer)
            append(contentsOf: writer.written)
        }
    }
}
