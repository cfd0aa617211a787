import Lotto

/// Tickets on standard input, one a line (`4 8 15 16 23 + 10`): what `save -` saves and
/// `backtest -` checks.
enum StandardInputTickets {
    /// The most tickets one command takes from standard input: they are all held (32 bytes
    /// each) until every line has been checked, so that a bad line takes none; an endless
    /// stream must end in an error, not in memory running out.
    static let most = 10_000_000

    /// The longest line of standard input: a ticket is a short line.
    static let longestLine = 4096

    /// What ``read(_:game:)`` read.
    struct Read {
        let tickets: [LottoTicket]
        /// The tickets' runs: the typed ones for no draw (the one the command names, or the
        /// next), those of a QR code for its round, with how each was chosen.
        let runs: [TicketRun]
        /// The first QR code of the latest round, to name when the save finds that round was
        /// not on sale yet: the others' rounds are earlier.
        let latestCode: GivenQRCode?
    }

    /// One ticket a line; blank lines skipped; `\r\n` line ends accepted. Read as it arrives:
    /// only the tickets are kept, never the whole input. A line that is a Korean ticket's QR
    /// code (`http://qr.dhlottery.co.kr/?v=…`) is each game bought on it, for its round.
    ///
    /// - Parameter game: the tickets' game; QR codes only for kr645.
    /// - Returns: the tickets, their runs, and the QR code of the latest round.
    /// - Throws: bad data naming the line; a message naming the command that reads them
    ///   (`nothing to save`), worded once it is known (``CommandLineError/raised(by:)``).
    static func read(_ context: Context, game: LottoGame) throws(CommandLineError) -> Read {
        var tickets: [LottoTicket] = []
        var runs: [TicketRun] = []
        var latestCode: GivenQRCode?
        func add(_ ticket: LottoTicket, draw: TicketDraw?, choice: TicketChoice?, line: Int) throws(CommandLineError) {
            guard tickets.count < most else {
                throw .naming(
                    { "standard input line \(line): more than \(most) tickets; \($0) them in parts" },
                    exitCode: .dataError)
            }
            tickets.append(ticket)
            if let last = runs.last, last.draw == draw, last.choice == choice {
                runs[runs.count - 1] = TicketRun(count: last.count + 1, draw: draw, choice: choice)
            } else {
                runs.append(TicketRun(count: 1, draw: draw, choice: choice))
            }
        }
        try context.forEachStandardInputLine(longestLine: longestLine) { (bytes, lineNumber) throws(CommandLineError) in
            if let code = try qrCode(in: bytes, line: lineNumber, game: game) {
                for bought in code.qr.games {
                    try add(bought.ticket, draw: code.qr.draw, choice: bought.choice, line: lineNumber)
                }
                if code.qr.round > latestCode?.qr.round ?? 0 { latestCode = code }
            } else if let ticket = try ticket(in: bytes, line: lineNumber, game: game) {
                try add(ticket, draw: nil, choice: nil, line: lineNumber)
            }
        }
        guard !tickets.isEmpty else { throw nothingToRead }
        return Read(tickets: tickets, runs: runs, latestCode: latestCode)
    }

    /// The Korean ticket's QR code on a line, or `nil` for a line that does not name dhlottery.
    private static func qrCode(in bytes: ArraySlice<UInt8>, line number: Int, game: LottoGame) throws(CommandLineError)
        -> GivenQRCode?
    {
        guard KoreanTicketQR.isCandidate(String(decoding: bytes, as: UTF8.self)) else { return nil }
        guard game.id == LottoGame.korean645.id else {
            throw .badData("standard input line \(number): a kr645 ticket's QR code, among \(game.id) tickets")
        }
        return try GivenQRCode(bytes: bytes, line: number)
    }

    /// One ticket a line, as ``read(_:game:)`` reads them, handed to `body` `pageSize` at
    /// a time as they arrive: for a command that needs no ticket after its page (`backtest -`),
    /// memory stays one page whatever the count. A bad line ends the reading with an error,
    /// after the pages before it.
    static func readPages(
        _ context: Context, game: LottoGame, pageSize: Int,
        _ body: ([LottoTicket]) throws -> Void
    ) throws {
        var page: [LottoTicket] = []
        page.reserveCapacity(pageSize)
        var any = false
        // The line reader's body throws only `CommandLineError`: a failure of `body` is carried
        // out of it and thrown again.
        var bodyFailure: (any Error)?
        do {
            try context.forEachStandardInputLine(longestLine: longestLine) {
                (bytes, lineNumber) throws(CommandLineError) in
                guard let ticket = try ticket(in: bytes, line: lineNumber, game: game) else { return }
                page.append(ticket)
                any = true
                guard page.count == pageSize else { return }
                do {
                    try body(page)
                } catch {
                    bodyFailure = error
                    throw CommandLineError(message: "stopped by the tickets' reader", exitCode: .software)
                }
                page.removeAll(keepingCapacity: true)
            }
        } catch {
            throw bodyFailure ?? error
        }
        guard any else { throw nothingToRead }
        if !page.isEmpty { try body(page) }
    }

    /// The ticket on a line of standard input; `nil` for a blank line.
    private static func ticket(in bytes: ArraySlice<UInt8>, line number: Int, game: LottoGame) throws(CommandLineError)
        -> LottoTicket?
    {
        let line = String(decoding: bytes, as: UTF8.self)
        guard line.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
        do {
            return try LottoTicket(parsing: line[...], game: game)
        } catch {
            throw .badData("standard input line \(number): invalid ticket \(line.quoted): \(error)")
        }
    }

    /// `nothing to save: no tickets on standard input`, naming the command that reads them.
    private static var nothingToRead: CommandLineError {
        .naming({ "nothing to \($0): no tickets on standard input" }, exitCode: .noInput)
    }
}
