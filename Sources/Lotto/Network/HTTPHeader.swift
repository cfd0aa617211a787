/// A header lotto sends with a request, beside its `User-Agent`: what a publisher's own page
/// sends (`X-Requested-With: XMLHttpRequest`).
package struct HTTPHeader: Hashable, Sendable, CustomStringConvertible {
    /// `Referer`.
    package let name: String
    package let value: String

    /// A header of `name` and `value`, neither holding a line end: lotto's own names and
    /// values, and addresses already checked (``WebAddress``).
    package init(_ name: String, _ value: String) {
        precondition(!(name + value).contains { $0.isNewline }, "a header is one line")
        self.name = name
        self.value = value
    }

    /// `Referer: https://www.dhlottery.co.kr/lt645/result`, as it is sent.
    package var description: String { "\(name): \(value)" }
}
