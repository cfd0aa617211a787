/// A ticket as kept in the store: its id, its game, its numbers and when it was saved.
public struct SavedTicket: Hashable, Sendable {
    /// Stable and never reused: 1 for the first ticket saved, then one more for each.
    public let id: Int
    /// The ticket's game; `kr645` for tickets saved before lotto knew other games.
    public let game: GameID
    /// The numbers.
    public let ticket: LottoTicket
    /// When it was saved.
    public let savedAt: Timestamp

    /// Makes a saved ticket.
    public init(id: Int, game: GameID = LottoGame.korean645.id, ticket: LottoTicket, savedAt: Timestamp) {
        self.id = id
        self.game = game
        self.ticket = ticket
        self.savedAt = savedAt
    }

    /// Appends the JSON object of `lotto list --json`, keys sorted:
    /// `{"extra":[],"game":"kr645","id":1,"numbers":[3,11,19,27,38,42],"saved":"2026-11-22T10:15:30Z"}`.
    public func appendJSON(to bytes: inout [UInt8]) {
        bytes.append(#"{"extra":"#)
        ticket.appendExtraJSONArray(to: &bytes)
        // A game id is a known id or a spec of digits, '/' and '+': nothing to escape.
        bytes.append(#","game":""# + game.rawValue + #"","#)
        appendIDNumbersAndTime(to: &bytes)
    }

    /// Appends the store file's line: as ``appendJSON(to:)``, but a Korean 6/45 ticket leaves out
    /// `extra` and `game`, as every line did before lotto knew other games.
    func appendStoreLine(to bytes: inout [UInt8]) {
        guard game == LottoGame.korean645.id else {
            appendJSON(to: &bytes)
            return
        }
        bytes.append(UInt8(ascii: "{"))
        appendIDNumbersAndTime(to: &bytes)
    }

    /// `"id":1,"numbers":[...],"saved":"..."}`: the keys both forms end with.
    private func appendIDNumbersAndTime(to bytes: inout [UInt8]) {
        bytes.append(#""id":"#)
        bytes.appendDecimal(id)
        bytes.append(#","numbers":"#)
        ticket.appendJSONArray(to: &bytes)
        bytes.append(#","saved":""#)
        savedAt.appendISO8601(to: &bytes)
        bytes.append(#""}"#)
    }
}
