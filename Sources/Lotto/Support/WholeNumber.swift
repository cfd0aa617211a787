/// A whole number as people type it: decimal digits and nothing else (no sign, no space, no
/// `0x`): the one reading of every number lotto is given, on a command line, in a ticket, in a
/// game's spec or in the environment.
///
/// Inlinable, so that a caller in another module gets it specialized for its types: a generic
/// call across modules looks its types' conformances up at run time, a large share of a short
/// command's start-up.
@usableFromInline
package enum WholeNumber {
    /// Whether `text` is one or more decimal digits.
    @inlinable
    package static func isDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }

    /// The number `text` spells; `nil` when it is not all digits, or too large for `T`.
    @inlinable
    package static func parse<T: FixedWidthInteger>(_ text: some StringProtocol, as type: T.Type = Int.self) -> T? {
        // The digits check first: `T(_:radix:)` alone also takes a sign.
        guard isDigits(text) else { return nil }
        return T(text, radix: 10)
    }
}
