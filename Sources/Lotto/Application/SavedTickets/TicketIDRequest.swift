/// Which ids `lotto completion ids` lists, for a shell completing a command's `<id>`.
package struct TicketIDRequest: Equatable, Sendable {
    /// The digits the ids begin with, as typed so far (`""` for every id); an id is never
    /// offered for a beginning that is not all digits.
    package let beginning: String
    /// Whether each id comes with its ticket said short (its numbers and draw).
    package let described: Bool
    /// Whether the deleted tickets' ids, in the record beside the store, come too (`lotto
    /// claim` takes them).
    package let withDeleted: Bool
    /// The beginning as a number, and the power of ten above it (`12`: 12 and 100); 0 and 1
    /// for none; `nil` for a beginning no id has (not all digits, a leading zero, too long).
    private let beginningNumber: (number: Int, above: Int)?

    package init(beginning: String = "", described: Bool = false, withDeleted: Bool = false) {
        self.beginning = beginning
        self.described = described
        self.withDeleted = withDeleted
        let digits = beginning.utf8
        if digits.isEmpty {
            beginningNumber = (0, 1)
        } else if digits.count <= 18, digits.first != UInt8(ascii: "0"),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let number = Int(beginning)
        {
            var above = 1
            while above <= number { above *= 10 }
            beginningNumber = (number, above)
        } else {
            beginningNumber = nil
        }
    }

    /// Whether no id can begin with ``beginning``.
    var offersNone: Bool { beginningNumber == nil }

    /// Whether `id` begins with ``beginning``, told by arithmetic: it is asked of every line
    /// of a store.
    func offers(_ id: Int) -> Bool {
        guard let (number, above) = beginningNumber else { return false }
        guard number > 0 else { return true }
        var id = id
        while id >= above { id /= 10 }
        return id == number
    }

    package static func == (left: Self, right: Self) -> Bool {
        (left.beginning, left.described, left.withDeleted) == (right.beginning, right.described, right.withDeleted)
    }
}
