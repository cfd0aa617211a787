/// The first line of the filter of lines saved (``LineFilterFile``), 128 bytes padded with
/// spaces: `lotto-lines 1 BLOCKS KEYS DEVICE INODE COVERED FINGERPRINT CHECK`. The filter
/// holds every ticket of the store file DEVICE/INODE up to byte COVERED, whose 256 bytes
/// before it hash to FINGERPRINT; CHECK hashes the line before it, so that a line written in
/// part reads as damaged.
struct LineFilterHeader: Equatable {
    static let size = 128
    static let magic = Array("lotto-lines ".utf8)
    /// The version: a change to the keys (``TicketLineKeys``) or the layout is another.
    static let version = 1

    let blockCount: Int
    let keyCount: Int
    let device: UInt64
    let inode: UInt64
    let covered: Int
    let fingerprint: UInt64

    var bytes: [UInt8] {
        let fields =
            "lotto-lines \(Self.version) \(blockCount) \(keyCount) \(device) \(inode) \(covered) "
            + Self.hex(fingerprint)
        var line = Array(fields.utf8)
        line += Array(" \(Self.hex(Self.check(line)))".utf8)
        precondition(line.count < Self.size, "the header fits its line")
        return line + Array(repeating: UInt8(ascii: " "), count: Self.size - 1 - line.count) + [UInt8(ascii: "\n")]
    }

    init(blockCount: Int, keyCount: Int, device: UInt64, inode: UInt64, covered: Int, fingerprint: UInt64) {
        self.blockCount = blockCount
        self.keyCount = keyCount
        self.device = device
        self.inode = inode
        self.covered = covered
        self.fingerprint = fingerprint
    }

    /// Reads a header lotto wrote whole, of this version; `nil` for any other.
    init?(parsing bytes: [UInt8]) {
        guard bytes.count == Self.size, bytes.last == UInt8(ascii: "\n") else { return nil }
        let words = bytes.dropLast().split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        guard words.count == 9, words[0] == "lotto-lines", words[1] == String(Self.version),
            let checkEnd = bytes.lastIndex(of: UInt8(ascii: "\n")),
            UInt64(words[8], radix: 16) == Self.check(Self.line(before: words[8], in: bytes[..<checkEnd]))
        else { return nil }
        let numbers = words[2...6].map { UInt64($0) }
        guard let blocks = numbers[0], let keys = numbers[1], let device = numbers[2], let inode = numbers[3],
            let covered = numbers[4], let fingerprint = UInt64(words[7], radix: 16),
            blocks >= 1 << 14, blocks <= 1 << 24, blocks & (blocks - 1) == 0, keys <= Int.max, covered <= Int.max
        else { return nil }
        self.init(
            blockCount: Int(blocks), keyCount: Int(keys), device: device, inode: inode, covered: Int(covered),
            fingerprint: fingerprint)
    }

    /// The bytes of `line` before its last word, `check`, and the space before it.
    private static func line(before check: String, in line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        while end > line.startIndex && line[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return line[..<max(line.startIndex, end - check.utf8.count - 1)]
    }

    /// A hash of `bytes` (FNV-1a, finalized), as the header and the fingerprint use it.
    static func check(_ bytes: some Sequence<UInt8>) -> UInt64 {
        TicketLineKeys.mix(TicketLineKeys.fnv1a(bytes))
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
