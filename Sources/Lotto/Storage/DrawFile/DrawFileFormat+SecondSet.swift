/// The second set of balls of a draw of two (UK Lotto from 2026-06-10), in lotto's draw
/// formats: the JSON key `second` and the CSV column after `multiplier`.
extension DrawFileFormat {
    /// Appends `,"second":{"extra":[17],"numbers":[11,12,13,14,15,16]}` for a draw of two sets,
    /// nothing for a draw of one: after `round`, the keys sorted.
    static func appendSecond(_ recorded: RecordedDraw, to bytes: inout [UInt8]) {
        guard let second = recorded.second else { return }
        bytes.append(#","second":{"extra":"#)
        appendArray(second.extraNumbers, to: &bytes)
        bytes.append(#","numbers":"#)
        appendArray(second.numbers, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// The second set a draw's `second` value gives; `nil` when there is none (no key, or `null`).
    static func secondSet(_ value: JSONValue?) throws(RecordError) -> TypedDraw? {
        guard let value, value != .null else { return nil }
        guard case .object(let object) = value else {
            throw RecordError(reason: "second \(value.shortDescription) is not an object of numbers and extra")
        }
        if let key = object.members.keys.sorted().first(where: { !["extra", "numbers"].contains($0) }) {
            throw RecordError(reason: "unexpected second set key \(key.quoted)")
        }
        return TypedDraw(
            numbers: try numberArray(object["numbers"], "second set numbers"),
            extra: object["extra"] == nil ? [] : try numberArray(object["extra"], "second set extra"))
    }

    /// The second set a CSV `second` field gives, `11 12 13 14 15 16 + 17`; `nil` when empty.
    static func secondSet(csvField field: String) throws(RecordError) -> TypedDraw? {
        let words = field.split(separator: " ")
        guard !words.isEmpty else { return nil }
        let plus = words.firstIndex(of: "+") ?? words.endIndex
        func numbers(_ words: ArraySlice<Substring>) throws(RecordError) -> [Int] {
            var numbers: [Int] = []
            for word in words {
                guard let number = WholeNumber.parse(word) else {
                    throw RecordError(reason: "second set: \(word.quoted) is not a whole number")
                }
                numbers.append(number)
            }
            return numbers
        }
        return TypedDraw(
            numbers: try numbers(words[..<plus]), extra: try numbers(words[min(plus + 1, words.endIndex)...]))
    }
}
