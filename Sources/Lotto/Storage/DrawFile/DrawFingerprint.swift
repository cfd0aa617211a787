/// A short fingerprint of a recorded draw as `check` reads it: 64-bit FNV-1a over the draw's
/// line as the draw history writes it (``DrawFileFormat/appendJSON(_:to:)``: its numbers, extra
/// balls, second set, multiplier and prizes, in a fixed order). Stable from run to run and from
/// machine to machine, unlike Swift's `Hasher`, which is seeded per process: `check --new`
/// keeps it with each draw it has shown, and shows the draw's results again when it changes (a
/// draw corrected with `draws add --replace`, or its prizes added later).
package struct DrawFingerprint: Hashable, Sendable {
    let value: UInt64

    init(_ recorded: RecordedDraw) {
        var bytes: [UInt8] = []
        DrawFileFormat.appendJSON(recorded, to: &bytes)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a's offset basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3  // FNV-1a's 64-bit prime
        }
        value = hash
    }

    /// Reads what ``hex`` wrote: 16 lowercase hexadecimal digits.
    init?(hex text: some StringProtocol) {
        guard text.utf8.count == 16, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let value = UInt64(text, radix: 16)
        else { return nil }
        self.value = value
    }

    /// The fingerprint as 16 lowercase hexadecimal digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
