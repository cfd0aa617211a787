/// A blocked Bloom filter of the keys of the lines saved (``TicketLineKeys``): a key's seven
/// bits lie in one block of 64 bytes, so that testing or setting a key reads or writes one
/// block of the file. A key never set may test as set (rarely: the store is then read); a key
/// set always tests as set.
///
/// Held whole, or only the blocks a save touches (``load(_:_:)``, read from the file), with the
/// blocks changed since, to write back.
struct LineFilter {
    static let blockSize = 64
    /// How many keys the filter holds well: 16 bits a key, past which a save rebuilds it twice
    /// as large.
    var capacity: Int { Self.capacity(of: blockCount) }
    /// The most blocks a filter has: 1 GiB.
    static let largestBlockCount = 1 << 24

    static func capacity(of blockCount: Int) -> Int { blockCount * blockSize * 8 / 16 }
    /// A power of two.
    let blockCount: Int
    /// How many keys were set (each counted once a time it was set).
    private(set) var keyCount: Int
    /// The blocks held, in the order loaded; all of them, in order, when ``slots`` is `nil`.
    private(set) var bytes: [UInt8]
    /// Where each held block starts in ``bytes``, for a filter held in part.
    private var slots: [Int: Int]?
    /// The blocks a bit was set in, a bit a block.
    private var changedBits: [UInt64]
    /// How many blocks a bit was set in.
    private(set) var changedCount = 0

    /// An empty filter, held whole, of `blockCount` blocks.
    init(blockCount: Int) {
        self.blockCount = blockCount
        keyCount = 0
        // Zeroed at once (memset), not a byte at a time.
        bytes = Array(unsafeUninitializedCapacity: blockCount * Self.blockSize) { buffer, count in
            buffer.initialize(repeating: 0)
            count = buffer.count
        }
        slots = nil
        changedBits = Array(repeating: 0, count: (blockCount + 63) / 64)
    }

    /// A filter read from its file, whole (`bytes` all its blocks) or in part (none yet: see
    /// ``load(_:_:)``).
    init(blockCount: Int, keyCount: Int, bytes: [UInt8]?) {
        self.blockCount = blockCount
        self.keyCount = keyCount
        self.bytes = bytes ?? []
        slots = bytes == nil ? [:] : nil
        changedBits = Array(repeating: 0, count: (blockCount + 63) / 64)
    }

    /// The blocks a bit was set in, in order.
    var changed: [Int] {
        var blocks: [Int] = []
        blocks.reserveCapacity(changedCount)
        for (index, word) in changedBits.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                blocks.append(index * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return blocks
    }

    /// The block count of a filter for `keys` keys: twice its capacity, at least 1 MiB.
    static func blockCount(forKeys keys: Int) -> Int {
        var count = 1 << 14
        while capacity(of: count) / 2 < keys && count < largestBlockCount { count <<= 1 }
        return count
    }

    var isWhole: Bool { slots == nil }

    /// The block `key` lies in.
    func block(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: key >> 32) & (blockCount - 1)
    }

    /// Whether block `block` is held.
    func holds(_ block: Int) -> Bool {
        slots.map { $0[block] != nil } ?? true
    }

    /// Holds `block`, whose bytes `read` gives (64 of them), when a filter held in part.
    mutating func load(_ block: Int, _ read: (Int) throws -> [UInt8]) rethrows {
        guard slots != nil, slots?[block] == nil else { return }
        let blockBytes = try read(block)
        precondition(blockBytes.count == Self.blockSize, "a whole block")
        slots?[block] = bytes.count
        bytes.append(contentsOf: blockBytes)
    }

    /// Whether `key` may have been set; its block is held.
    func mayContain(_ key: UInt64) -> Bool {
        let start = self.start(of: block(of: key))
        var bits = TicketLineKeys.mix(key)
        for _ in 0..<7 {
            let bit = Int(bits & 511)
            guard bytes[start + bit >> 3] & (1 << (bit & 7)) != 0 else { return false }
            bits >>= 9
        }
        return true
    }

    /// Sets `key`; its block is held.
    mutating func insert(_ key: UInt64) {
        let block = self.block(of: key)
        let start = self.start(of: block)
        var bits = TicketLineKeys.mix(key)
        for _ in 0..<7 {
            let bit = Int(bits & 511)
            let mask: UInt8 = 1 << (bit & 7)
            if bytes[start + bit >> 3] & mask == 0 {
                bytes[start + bit >> 3] |= mask
                let word = changedBits[block >> 6]
                if word & (1 << (block & 63)) == 0 {
                    changedBits[block >> 6] = word | 1 << (block & 63)
                    changedCount += 1
                }
            }
            bits >>= 9
        }
        keyCount += 1
    }

    /// Where block `block` starts in ``bytes``.
    func start(of block: Int) -> Int {
        guard let slots else { return block * Self.blockSize }
        guard let start = slots[block] else { preconditionFailure("block \(block) is held") }
        return start
    }
}
