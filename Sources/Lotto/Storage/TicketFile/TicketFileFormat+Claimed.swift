/// The claims a ticket line keeps: `"claimed":["2026-11-28"]`, the dates of the draws whose
/// prize is marked claimed (`lotto claim`).
extension TicketFileFormat {
    /// Reads an array of dates, `["2026-11-28"]`.
    static func readDates(_ scanner: inout JSONScanner) throws(JSONScanner.SyntaxError) -> [CivilDate] {
        try scanner.expect(UInt8(ascii: "["), "an array")
        var dates: [CivilDate] = []
        if scanner.consume(UInt8(ascii: "]")) { return dates }
        repeat {
            let text = try scanner.readString()
            guard let date = CivilDate(text) else {
                throw JSONScanner.SyntaxError(reason: "claimed \(text.quoted) is not a date like 2026-11-28")
            }
            dates.append(date)
        } while scanner.consume(UInt8(ascii: ","))
        try scanner.expect(UInt8(ascii: "]"), "',' or ']'")
        return dates
    }

    /// `ticket` with the draws on `dates` claimed; each must be one of its draws.
    static func claiming(_ dates: [CivilDate], on ticket: SavedTicket) throws(JSONScanner.SyntaxError) -> SavedTicket {
        let draws = ticket.draws.map(\.date)
        var places: [Int] = []
        for date in dates {
            guard let place = draws.firstIndex(of: date) else {
                throw JSONScanner.SyntaxError(reason: "ticket \(ticket.id): claimed \(date) is not one of its draws")
            }
            places.append(place)
        }
        return ticket.with(claimed: ClaimedDraws(places: places))
    }
}
