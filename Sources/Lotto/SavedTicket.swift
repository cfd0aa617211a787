/// A ticket as kept in the store: its id, its numbers and when it was saved.
public struct SavedTicket: Hashable, Sendable {
    /// Stable and never reused: 1 for the first ticket saved, then one more for each.
    public let id: Int
    /// The numbers.
    public let ticket: LottoTicket
    /// When it was saved.
    public let savedAt: Timestamp

    /// Makes a saved ticket.
    public init(id: Int, ticket: LottoTicket, savedAt: Timestamp) {
        self.id = id
        self.ticket = ticket
        self.savedAt = savedAt
    }

    /// Appends the JSON object `{"id":1,"numbers":[3,11,19,27,38,42],"saved":"2026-11-22T10:15:30Z"}`:
    /// both a line of the store file and an element of `lotto list --json`, keys sorted.
    public func appendJSON(to bytes: inout [UInt8]) {
        bytes.append(#"{"id":"#)
        bytes.appendDecimal(id)
        bytes.append(#","numbers":"#)
        ticket.appendJSONArray(to: &bytes)
        bytes.append(#","saved":""#)
        savedAt.appendISO8601(to: &bytes)
        bytes.append(#""}"#)
    }
}
