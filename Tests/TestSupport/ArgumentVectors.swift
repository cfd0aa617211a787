import Lotto

/// Seeded random command lines for the fuzz tests: known words, numbers with signs, unicode,
/// very long words. Seeded, so that a failure replays.
package enum ArgumentVectors {
    static let words = [
        "new", "save", "list", "help", "-n", "--count", "--seed", "--json", "--store", "-h", "--help",
        "--version", "--", "-", "--count=", "--seed=5", "--json=1", "-n5", "--bogus", "-x", "", " ", "٣", "🎲",
        "ñ", "+5", "-0", "0", "45", "46", "18446744073709551615", "18446744073709551616",
        "99999999999999999999999", "1e3", "0x10", "--store=/nonexistent/folder/t.jsonl", "\u{0}", "\n", "-5",
    ]

    /// A random word: a known one, a number with a sign, unicode, or something very long.
    static func word(_ generator: inout SeededRandomNumberGenerator, forBinary: Bool) -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
            return words.randomElement(using: &generator)!
        case 5, 6:
            let magnitude =
                forBinary
                ? Int.random(in: 0...5_000, using: &generator) : Int.random(in: .min ... .max, using: &generator)
            return ["", "+", "-"].randomElement(using: &generator)! + String(magnitude.magnitude)
        case 7:
            return String(Int.random(in: 1...45, using: &generator))
        case 8:
            let scalars = (0..<Int.random(in: 1...8, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 1...0x2FFF, using: &generator))
            }
            return String(String.UnicodeScalarView(scalars))
        default:
            return String(repeating: "9", count: Int.random(in: 100...(forBinary ? 2_000 : 20_000), using: &generator))
        }
    }

    package static func argumentVector(_ generator: inout SeededRandomNumberGenerator, forBinary: Bool = false)
        -> [String]
    {
        var arguments = [["new", "save", "list", "help"].randomElement(using: &generator)!]
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            arguments.append(word(&generator, forBinary: forBinary))
        }
        return arguments
    }
}
