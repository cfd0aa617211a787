/// Why a text is not a Korean Lotto 6/45 ticket's QR code. Each case names the bad part.
public enum KoreanTicketQRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a dhlottery address with a `v=` value.
    case notATicketAddress
    /// A byte that is not ASCII, at `position` (1 for the first) of the code as given.
    case notASCII(byte: UInt8, position: Int)
    /// A second `v=` in the address (`text` from it on): one code is one ticket.
    case repeatedValue(String)
    /// The round is not four digits, or is 0.
    case badRound(String)
    /// The round's draw would fall past the last date lotto can write.
    case roundOutOfRange(Int)
    /// A slot (1 for the first) whose letter is not `m`, `q`, `s` or `n`.
    case unknownLetter(slot: Int, letter: String)
    /// A slot with fewer than twelve digits.
    case slotCutShort(slot: Int, text: String)
    /// A slot with more than twelve digits before the next slot's letter (`text`, the whole of
    /// it): the digits after a slot's twelve are the serial only after the last slot.
    case slotTooLong(slot: Int, text: String)
    /// A bought slot whose numbers are not a ticket: out of 1-45, or one twice.
    case badNumbers(slot: Int, text: String, reason: TicketError)
    /// An unbought slot (`n`) with numbers in it.
    case unboughtSlotWithNumbers(slot: Int, text: String)
    /// More slots than a ticket has.
    case tooManySlots(found: Int)
    /// Only unbought slots.
    case noBoughtGame

    public var description: String {
        switch self {
        case .notATicketAddress:
            "not a Lotto 6/45 ticket's QR code (expected http://qr.dhlottery.co.kr/?v=...)"
        case .notASCII(let byte, let position):
            "byte \(position), \\x\(String(byte, radix: 16, uppercase: true)), is not "
                + "ASCII: a ticket's QR code is ASCII"
        case .repeatedValue(let text): "a second v= (\(text.quoted)): a ticket's QR code has one"
        case .badRound(let text) where text.count != 4 && WholeNumber.isDigits(text):
            "round \(text.quoted) has \(text.count) digits: a round is four, from 0001 to 9999"
        case .badRound(let text): "round \(text.quoted) is not a round from 0001 to 9999"
        case .roundOutOfRange(let round): "round \(round) is past any draw lotto can date"
        case .unknownLetter(let slot, let letter):
            "slot \(slot): \(letter.quoted) is not m (manual), q (automatic), s (semi-automatic) or n (not bought)"
        case .slotCutShort(let slot, let text):
            "slot \(slot) (\(text.quoted)) is cut short: a slot is a letter and 12 digits"
        case .slotTooLong(let slot, let text):
            "slot \(slot) (\(text.quoted)) has \(text.count - 1) digits: a slot is a letter and 12 digits, "
                + "and only the last is followed by the serial"
        case .badNumbers(let slot, let text, let reason): "slot \(slot) (\(text)): \(reason)"
        case .unboughtSlotWithNumbers(let slot, let text):
            "slot \(slot) (\(text)) is marked not bought but holds numbers"
        case .tooManySlots(let found): "\(found) slots, more than the \(KoreanTicketQR.mostSlots) a ticket has"
        case .noBoughtGame: "no game on the ticket was bought"
        }
    }
}
