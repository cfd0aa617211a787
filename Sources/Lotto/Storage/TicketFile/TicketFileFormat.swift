/// The store file's format, version 5: JSON Lines.
///
/// The first line is a header, `{"format":"lotto-tickets","version":5}`; each further line
/// is one ticket, `{"draw":"2026-11-28","id":1,"numbers":[3,11,19,27,38,42],"round":1200,
/// "saved":"2026-11-22T10:15:30Z"}`, in saved order, ids rising. `"draw"` is the date of the
/// draw the ticket is for and `"round"` its number, each left out when unknown. Tickets of
/// games other than Korean 6/45 also carry `"game"` (an id or a spec) and `"extra"` (the
/// separate drum's picks); a line without `"game"` is `kr645`. A ticket that recorded how its
/// numbers were chosen (a Korean ticket's QR code) carries `"chosen"`: `manual`, `automatic`
/// or `semi-automatic`; one bought with its game's multiplier option (Power Play, Megaplier)
/// `"multiplier":true`; one with the multiplier printed on its play (Mega Millions from
/// 2025-04-08) that number, `"multiplier":3`, which an older lotto refuses (`expected true or
/// false`) rather than reading the play without it. Every line ends with a newline, so a line
/// without one was cut short by a crash.
///
/// A ticket for several draws in a row (2 to 52 consecutive draws of its game's schedule)
/// keeps them as an object, `"draw":{"count":4,"first":"2026-11-28"}`, with `"round"` the
/// first draw's: every lotto that knows draws (format 2 on) reads `"draw"` as a string, so an
/// older one refuses the line (`expected a string`) rather than taking the ticket for its first
/// draw alone; a lotto of format 1 knows no draws at all, and reads it, as every ticket of a
/// newer file, for none.
///
/// A ticket whose prize is marked claimed (`lotto claim`) carries the dates of the draws
/// claimed, `"claimed":["2026-11-28"]`, each one of its own draws.
///
/// Version 1 was the same without `"draw"` and `"round"`, version 2 without `"chosen"` and
/// `"multiplier"`, version 3 without a draw object, version 4 without `"claimed"`: lotto reads
/// them as they are, and makes the header say 5
/// when it first adds a ticket, so that an older lotto, which refuses keys it does not know in
/// a file of its own version, reads such a file (skipping them) rather than calling it damaged,
/// and never writes into it.
enum TicketFileFormat {
    static let formatName = "lotto-tickets"
    static let version = 5

    /// The largest id lotto hands out: 2^53 - 1, the largest whole number every JSON reader
    /// (jq, JavaScript) holds exactly. Larger ids in a file are read, but none is added after them.
    static let largestID = 9_007_199_254_740_991

    /// The file as a JSON Lines file: its header, and a whole line is a ticket.
    static let format = JSONLinesFormat(
        name: formatName, version: version, kind: "lotto ticket file",
        isWholeRecord: { line, version in (try? decodeTicket(line, version: version)) != nil })

    /// Reads one ticket line (without its newline).
    ///
    /// - Parameter version: the file's format version; a newer one may carry keys this version
    ///   does not know, which are skipped. In this version's own files they are damage.
    static func decodeTicket(_ line: UnsafeBufferPointer<UInt8>, version: Int = version) throws(JSONScanner.SyntaxError)
        -> SavedTicket
    {
        var lastTime = LastTime()
        return try decodeTicket(line, version: version, lastTime: &lastTime)
    }

    /// ``decodeTicket(_:version:)`` for one line of many, in order: `lastTime` carries the time
    /// of the line before.
    static func decodeTicket(_ line: UnsafeBufferPointer<UInt8>, version: Int, lastTime: inout LastTime)
        throws(JSONScanner.SyntaxError) -> SavedTicket
    {
        if let ticket = decodeCanonicalTicket(line, lastTime: &lastTime) {
            return ticket
        }
        var scanner = JSONScanner(line)
        var id: Int?
        var numbers: [Int]?
        var extra: [Int] = []
        var gameID = LottoGame.korean645.id.rawValue
        var saved: Timestamp?
        var drawDate: CivilDate?
        var round: Int?
        var choice: TicketChoice?
        var withMultiplier = false
        var playMultiplier: Int?
        var drawCount: Int?
        var listedDrawCount: Int?
        var claimedDates: [CivilDate] = []
        try scanner.readObject { (key, scanner) throws(JSONScanner.SyntaxError) in
            switch key {
            case "draw" where version >= 4 && scanner.isNext(UInt8(ascii: "{")):
                (drawDate, drawCount) = try readDrawSpan(&scanner, version: version)
            case "draws" where version >= 4:
                // As `lotto list --json` writes every ticket: how many draws it is for.
                listedDrawCount = try scanner.readInteger()
            case "lastDraw" where version >= 4, "lastRound" where version >= 4:
                try scanner.skipValue()  // as `lotto list --json` writes them: they follow from the draws
            case "claimed" where version >= 5:
                claimedDates = try readDates(&scanner)
            case "chosen" where version >= 3:
                // `null`, as `lotto list --json` writes a ticket that did not record it.
                guard !scanner.consumeNull() else { break }
                let text = try scanner.readString()
                guard let chosen = TicketChoice(rawValue: text) else {
                    throw JSONScanner.SyntaxError(
                        reason: "chosen \(text.quoted) is not manual, automatic or semi-automatic")
                }
                choice = chosen
            case "multiplier"
            where version >= 4 && !scanner.isNext(UInt8(ascii: "t")) && !scanner.isNext(UInt8(ascii: "f")):
                // A number: the multiplier printed on the play, rather than the option's `true`.
                let number = try scanner.readInteger()
                guard (1...Int(UInt8.max)).contains(number) else {
                    throw JSONScanner.SyntaxError(reason: "multiplier \(number) is not one a play carries")
                }
                playMultiplier = number
            case "multiplier" where version >= 3:
                withMultiplier = try scanner.readBool()
            case "draw" where scanner.consumeNull(), "round" where scanner.consumeNull():
                break  // as `lotto list --json` writes an unknown draw
            case "draw":
                let text = try scanner.readString()
                guard let date = CivilDate(text) else {
                    throw JSONScanner.SyntaxError(reason: "draw \(text.quoted) is not a date like 2026-11-28")
                }
                drawDate = date
            case "round":
                let number = try scanner.readInteger()
                guard (1...TicketDraw.largestRound).contains(number) else {
                    throw JSONScanner.SyntaxError(reason: "round \(number) is not from 1 to \(TicketDraw.largestRound)")
                }
                round = number
            case "id":
                id = try scanner.readInteger()
            case "game":
                gameID = try scanner.readString()
            case "extra":
                extra = try scanner.readIntegerArray()
            case "numbers":
                numbers = try scanner.readIntegerArray()
            case "saved":
                let text = try scanner.readString()
                guard let time = Timestamp(iso8601: text) else {
                    throw JSONScanner.SyntaxError(reason: "\(text.quoted) is not a time like 2026-11-22T10:15:30Z")
                }
                saved = time
            default:
                guard version > Self.version else { throw JSONScanner.SyntaxError(reason: "unexpected key \"\(key)\"") }
                try scanner.skipValue()
            }
        }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw JSONScanner.SyntaxError(reason: "text after the ticket") }
        guard let id, let numbers, let saved else {
            throw JSONScanner.SyntaxError(reason: "a ticket needs \"id\", \"numbers\" and \"saved\"")
        }
        guard id >= 1 else { throw JSONScanner.SyntaxError(reason: "id \(id) is not a positive number") }
        guard round == nil || drawDate != nil else {
            throw JSONScanner.SyntaxError(reason: "ticket \(id): a round needs its \"draw\" date")
        }
        guard let game = LottoGame.named(gameID) else {
            throw JSONScanner.SyntaxError(reason: "ticket \(id): unknown game \(gameID.quoted)")
        }
        let draw = drawDate.map { TicketDraw(date: $0, round: round) }
        let count = draw == nil ? 0 : drawCount ?? 1
        if let listedDrawCount, listedDrawCount != count {
            throw JSONScanner.SyntaxError(
                reason: "ticket \(id): \"draws\" \(listedDrawCount) is not the \(count) its \"draw\" gives"
                    + (listedDrawCount > 1 && count == 1
                        ? " (a ticket for several draws is kept as \"draw\":{\"count\":\(listedDrawCount),\"first\":...})"
                        : ""))
        }
        // A ticket follows the rules of its draw's day (Powerball's red ball went to 35
        // before 2015); today's for no draw, or one before the eras lotto knows (a plain line
        // of a lotto before it checked them).
        let ticket: LottoTicket
        do {
            ticket = try LottoTicket(
                numbers: numbers, extra: extra, game: draw.flatMap { game.asPlayed(on: $0.date) } ?? game)
        } catch {
            throw JSONScanner.SyntaxError(reason: "ticket \(id): \(error)")
        }
        var savedTicket = SavedTicket(
            id: id, game: game.id, ticket: ticket, savedAt: saved, draw: draw, drawCount: drawCount ?? 1,
            choice: choice, withMultiplier: withMultiplier, playMultiplier: playMultiplier)
        if !claimedDates.isEmpty { savedTicket = try claiming(claimedDates, on: savedTicket) }
        // Only a save that checked them writes a ticket for several draws or with a multiplier:
        // such a line is read as that save would have taken it, or is damage (hand-edited).
        if drawCount != nil || withMultiplier || playMultiplier != nil {
            do {
                try SaveRules.checkSaved(savedTicket, game: game)
            } catch {
                // A ticket that breaks a draw's rules is named by its id already.
                if case .ticketBreaksDrawRules = error { throw JSONScanner.SyntaxError(reason: error.description) }
                throw JSONScanner.SyntaxError(reason: "ticket \(id): \(error)")
            }
        }
        return savedTicket
    }

    /// Reads a multi-draw ticket's draws, `{"count":4,"first":"2026-11-28"}`: its first
    /// draw's date and how many consecutive draws it is for.
    private static func readDrawSpan(_ scanner: inout JSONScanner, version: Int) throws(JSONScanner.SyntaxError)
        -> (first: CivilDate, count: Int)
    {
        var first: CivilDate?
        var count: Int?
        try scanner.readObject { (key, scanner) throws(JSONScanner.SyntaxError) in
            switch key {
            case "count":
                let number = try scanner.readInteger()
                guard SavedTicket.multiDrawCounts.contains(number) else {
                    throw JSONScanner.SyntaxError(
                        reason: "draw count \(number) is not from \(SavedTicket.multiDrawCounts.lowerBound) to "
                            + "\(SavedTicket.multiDrawCounts.upperBound)")
                }
                count = number
            case "first":
                let text = try scanner.readString()
                guard let date = CivilDate(text) else {
                    throw JSONScanner.SyntaxError(reason: "draw \(text.quoted) is not a date like 2026-11-28")
                }
                first = date
            default:
                guard version > Self.version else {
                    throw JSONScanner.SyntaxError(reason: "unexpected key \"\(key)\" in \"draw\"")
                }
                try scanner.skipValue()
            }
        }
        guard let first, let count else {
            throw JSONScanner.SyntaxError(reason: "a ticket's draws need \"count\" and \"first\"")
        }
        return (first, count)
    }
}

extension TicketFileFormat {
    /// Appends the file's line for `saved`, without its newline: `{"draw":"...","id":1,
    /// "numbers":[...],"round":1200,"saved":"..."}` for a Korean 6/45 ticket (without `draw`
    /// and `round` when they are unknown, as every line was before lotto knew draws);
    /// `{"draw":...,"extra":[...],"game":"powerball","id":...}` for any other; `"draw":{"count":4,
    /// "first":"..."}` for a ticket for several draws. Keys sorted.
    static func appendLine(for saved: SavedTicket, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        if let choice = saved.choice {
            bytes.append(#""chosen":""# + choice.rawValue + #"","#)
        }
        if !saved.claimed.isEmpty {
            bytes.append(#""claimed":["#)
            for (index, date) in saved.claimedDates.enumerated() {
                bytes.append(index == 0 ? #"""# : #",""#)
                date.appendISO8601(to: &bytes)
                bytes.append(UInt8(ascii: "\""))
            }
            bytes.append(#"],"#)
        }
        if let draw = saved.draw, saved.isMultiDraw {
            bytes.append(#""draw":{"count":"#)
            bytes.appendDecimal(saved.drawCount)
            bytes.append(#","first":""#)
            draw.date.appendISO8601(to: &bytes)
            bytes.append(#""},"#)
        } else if let draw = saved.draw {
            bytes.append(#""draw":""#)
            draw.date.appendISO8601(to: &bytes)
            bytes.append(#"","#)
        }
        if saved.game != LottoGame.korean645.id {
            bytes.append(#""extra":"#)
            saved.ticket.appendExtraJSONArray(to: &bytes)
            // A game id is a known id or a spec of digits, '/' and '+': nothing to escape.
            bytes.append(#","game":""# + saved.game.rawValue + #"","#)
        }
        bytes.append(#""id":"#)
        bytes.appendDecimal(saved.id)
        if saved.withMultiplier { bytes.append(#","multiplier":true"#) }
        if let multiplier = saved.playMultiplier {
            bytes.append(#","multiplier":"#)
            bytes.appendDecimal(multiplier)
        }
        bytes.append(#","numbers":"#)
        saved.ticket.appendJSONArray(to: &bytes)
        if let round = saved.draw?.round {
            bytes.append(#","round":"#)
            bytes.appendDecimal(round)
        }
        bytes.append(#","saved":""#)
        saved.savedAt.appendISO8601(to: &bytes)
        bytes.append(#""}"#)
    }
}
