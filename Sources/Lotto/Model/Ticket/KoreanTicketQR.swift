import Platform

/// What a Korean Lotto 6/45 ticket's QR code says: the round it was bought for and each game
/// bought on it, with how its numbers were chosen.
///
/// A phone's scanner or `zbarimg --raw` reads the code as an address:
/// `http://qr.dhlottery.co.kr/?v=1236m061722273744m030506144245s111826323542n000000000000195138178214141022`
/// (older tickets: `http://m.dhlottery.co.kr/?v=…`). After `v=`: four digits, the round; then
/// up to five slots, each a letter (`m` manual, `q` automatic, `s` semi-automatic, `n` not
/// bought) and twelve digits (six two-digit numbers); then the ticket's serial digits, which
/// identify a paid ticket and are not kept. The code is ASCII, and it is read strictly: a slot
/// of more digits, a second `v=` or a byte that is not ASCII is refused, never read around.
public struct KoreanTicketQR: Hashable, Sendable {
    /// One game bought on the ticket.
    public struct Game: Hashable, Sendable {
        public let ticket: LottoTicket
        public let choice: TicketChoice
    }

    /// The most slots a ticket has (games A to E).
    public static let mostSlots = 5

    /// The round the ticket was bought for.
    public let round: Int
    /// The games bought, in slot order; never empty.
    public let games: [Game]

    /// Whether `text` looks like a ticket's QR code rather than numbers: it names dhlottery.
    /// A line that does is read as a QR code, and refused as one if it is not valid.
    public static func isCandidate(_ text: some StringProtocol) -> Bool {
        text.containsRun("dhlottery.co.kr")
    }

    /// Reads a ticket's QR code.
    ///
    /// - Throws: ``KoreanTicketQRError`` naming the bad part: nothing of a bad code is read.
    public init(_ text: some StringProtocol) throws(KoreanTicketQRError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Reads a ticket's QR code from the bytes a scanner gave, which must all be ASCII: a
    /// byte that is not is named as it is, not as text would decode it.
    ///
    /// - Throws: ``KoreanTicketQRError`` naming the bad part: nothing of a bad code is read.
    public init(bytes code: some Collection<UInt8>) throws(KoreanTicketQRError) {
        for (offset, byte) in code.enumerated() where byte >= 0x80 {
            throw .notASCII(byte: byte, position: offset + 1)
        }
        let bytes = Array(try Self.value(in: String(decoding: code, as: UTF8.self)).utf8)
        // The round is the digits before the first slot's letter: four of them, not 0000.
        let roundDigits = bytes.prefix(while: Self.isDigit)
        guard roundDigits.count == 4, let round = WholeNumber.parse(Self.text(roundDigits)), round >= 1 else {
            throw .badRound(Self.text(roundDigits.isEmpty ? bytes.prefix(4) : roundDigits))
        }
        guard DrawSchedule.of(LottoGame.korean645.id)?.date(ofRound: round) != nil else {
            throw .roundOutOfRange(round)
        }
        var games: [Game] = []
        var index = roundDigits.count
        var slot = 0
        while index < bytes.count {
            slot += 1
            guard slot <= Self.mostSlots else { throw .tooManySlots(found: slot) }
            let letter = bytes[index]
            let slotText = Self.text(bytes[index..<min(index + 13, bytes.count)])
            let choice = Self.choice(letter)
            guard choice != nil || letter == UInt8(ascii: "n") else {
                throw .unknownLetter(slot: slot, letter: Self.text([letter]))
            }
            // A slot's digits run to the next slot's letter; only the last slot's may run on,
            // into the serial, which is digits to the end.
            let digitsEnd = bytes[(index + 1)...].firstIndex { !Self.isDigit($0) } ?? bytes.count
            guard digitsEnd >= index + 13 else { throw .slotCutShort(slot: slot, text: slotText) }
            guard digitsEnd == index + 13 || digitsEnd == bytes.count else {
                throw .slotTooLong(slot: slot, text: Self.text(bytes[index..<digitsEnd]))
            }
            let digits = bytes[(index + 1)..<(index + 13)]
            if let choice {
                let numbers = stride(from: digits.startIndex, to: digits.endIndex, by: 2).map {
                    Int(digits[$0] - UInt8(ascii: "0")) * 10 + Int(digits[$0 + 1] - UInt8(ascii: "0"))
                }
                do {
                    games.append(Game(ticket: try LottoTicket(numbers: numbers, rule: .korean645), choice: choice))
                } catch {
                    throw .badNumbers(slot: slot, text: slotText, reason: error)
                }
            } else if !digits.allSatisfy({ $0 == UInt8(ascii: "0") }) {
                throw .unboughtSlotWithNumbers(slot: slot, text: slotText)
            }
            index = digitsEnd
        }
        guard !games.isEmpty else { throw .noBoughtGame }
        self.round = round
        self.games = games
    }

    /// The draw the ticket was bought for.
    public var draw: TicketDraw {
        // The round was checked to have a date when read.
        let date = DrawSchedule.of(LottoGame.korean645.id)?.date(ofRound: round) ?? CivilDate.latest
        return TicketDraw(date: date, round: round)
    }

    /// The games' tickets, in slot order.
    public var tickets: [LottoTicket] { games.map(\.ticket) }

    /// The games as runs to save: each for the ticket's draw, a run for each change in how the
    /// numbers were chosen.
    public var runs: [TicketRun] {
        var runs: [TicketRun] = []
        for game in games {
            if let last = runs.last, last.choice == game.choice {
                runs[runs.count - 1] = TicketRun(count: last.count + 1, draw: draw, choice: game.choice)
            } else {
                runs.append(TicketRun(count: 1, draw: draw, choice: game.choice))
            }
        }
        return runs
    }

    /// The `v=` value of a dhlottery address, over http or https.
    private static func value(in text: String) throws(KoreanTicketQRError) -> Substring {
        let text = text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        let trimmed = String(text.reversed())
        var rest = trimmed[...]
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
        }
        // The host ends at the path (`/?v=`), or at the query itself (`?v=`).
        guard rest.count < trimmed.count, let hostEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else {
            throw .notATicketAddress
        }
        let host = rest[..<hostEnd]
        guard
            host == "qr.dhlottery.co.kr" || host == "m.dhlottery.co.kr" || host == "dhlottery.co.kr"
                || host == "www.dhlottery.co.kr"
        else { throw .notATicketAddress }
        guard
            let query = rest[hostEnd...].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
                .dropFirst().first
        else {
            throw .notATicketAddress
        }
        let values = query.split(separator: "&").filter { $0.hasPrefix("v=") }
        guard let value = values.first?.dropFirst(2) else { throw .notATicketAddress }
        // One code is one ticket: a second `v=`, as a parameter or run on into the first's
        // value (`?v=…?v=…`), is not another ticket's to be dropped.
        if let second = values.dropFirst().first ?? value.firstRange(ofRun: "v=").map({ value[$0.lowerBound...] }) {
            throw .repeatedValue(String(second))
        }
        return value
    }

    private static func choice(_ letter: UInt8) -> TicketChoice? {
        switch letter {
        case UInt8(ascii: "m"): .manual
        case UInt8(ascii: "q"): .automatic
        case UInt8(ascii: "s"): .semiAutomatic
        default: nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// ASCII bytes as text.
    private static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
