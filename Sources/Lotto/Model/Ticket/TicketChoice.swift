/// How the numbers of a ticket were chosen, as a Korean ticket's QR code records each game.
public enum TicketChoice: String, Hashable, Sendable, CaseIterable {
    /// The player marked every number (`m`, 수동).
    case manual
    /// The terminal chose every number (`q`, 자동).
    case automatic
    /// The player marked some numbers and the terminal chose the rest (`s`, 반자동).
    case semiAutomatic = "semi-automatic"
}
