/// A JSON value as a tree: what lotto reads from files it did not write (the lotteries' draw
/// results) and from its own draw history, where the shape varies and a line number must be
/// named in every error.
///
/// Numbers are kept as written, so that a prize of `143934100` or `2.50` is read exactly (as
/// whole minor units of money) rather than through floating point.
enum JSONValue: Equatable {
    case object(JSONObject)
    case array([JSONValue])
    case string(String)
    /// A number as written: `-12`, `2.50`, `1e3`.
    case number(String)
    case bool(Bool)
    case null

    /// The value as a whole number that fits an `Int`; also a string of digits (some
    /// publishers quote their numbers).
    var wholeNumber: Int? {
        switch self {
        case .number(let text), .string(let text):
            if text.hasPrefix("-") { return WholeNumber.parse(text.dropFirst()).map { -$0 } }
            return WholeNumber.parse(text)
        default: return nil
        }
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value in a few words, for a message that names a bad value: `'x'`, `2.5`, `null`.
    var shortDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): text.quoted
        case .number(let text): text
        case .bool(let value): String(value)
        case .null: "null"
        }
    }
}

/// A JSON object, with the line of the file it starts on.
struct JSONObject: Equatable {
    let members: [String: JSONValue]
    /// The line (from 1) of its `{`.
    let line: Int

    subscript(key: String) -> JSONValue? {
        members[key]
    }
}
