/// Why a text is not a Korean Lotto 6/45 ticket's QR code. Each case names the bad part.
public enum KoreanTicketQRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a dhlottery address with a `v=` value.
    case notATicketAddress
    /// The round is not four digits, or is 0.
    case badRound(String)
    /// The round's draw would fall past the last date lotto can write.
    case roundOutOfRange(Int)
    /// A slot (1 for the first) whose letter is not `m`, `q`, `s` or `n`.
    case unknownLetter(slot: Int, letter: String)
    /// A slot with fewer than twelve digits.
    case slotCutShort(slot: Int, text: String)
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
        case .badRound(let text): "round \(text.quoted) is not a round from 0001 to 9999"
        case .roundOutOfRange(let round): "round \(round) is past any draw lotto can date"
        case .unknownLetter(let slot, let letter):
            "slot \(slot): \(letter.quoted) is not m (manual), q (automatic), s (semi-automatic) or n (not bought)"
        case .slotCutShort(let slot, let text):
            "slot \(slot) (\(text.quoted)) is cut short: a slot is a letter and 12 digits"
        case .badNumbers(let slot, let text, let reason): "slot \(slot) (\(text)): \(reason)"
        case .unboughtSlotWithNumbers(let slot, let text):
            "slot \(slot) (\(text)) is marked not bought but holds numbers"
        case .tooManySlots(let found): "\(found) slots, more than the \(KoreanTicketQR.mostSlots) a ticket has"
        case .noBoughtGame: "no game on the ticket was bought"
        }
    }
}
