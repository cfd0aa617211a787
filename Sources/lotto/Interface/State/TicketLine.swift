/// The line `t` opens in `lotto ui` to type a ticket bought elsewhere, for the game on screen:
/// what is typed so far, whether Enter sent it to be saved (then it takes no keys until the
/// save is done: saved, it closes; refused, it stays for correction), and why the last save
/// was refused.
struct TicketLine: Equatable, Sendable {
    /// The most characters the line holds: far more than any game's ticket, and a key held
    /// down fills no memory.
    static let longest = 200

    var text = ""
    var isSaving = false
    /// Why the save of the line was last refused, in `lotto save`'s words, shown whole in the
    /// line's box (the status line may have room for its start alone, and `e` is a letter
    /// here); `nil` before a refusal, and from the next Enter.
    var refusal: ShownError?

    /// A change of the line, from a key or from its save.
    enum Edit: Equatable, Sendable {
        /// Printable characters typed at the end: a key's, or text that came together; as
        /// many as the line has room for (``longest``).
        case type(String)
        /// Backspace: the last character erased.
        case erase
        /// Enter: the line is being saved.
        case submit
        /// The save refused the line, for this reason: it takes keys again.
        case refused(ShownError)
    }

    /// The line after `edit`.
    mutating func apply(_ edit: Edit) {
        switch edit {
        case .type(let typed):
            guard !isSaving else { return }
            text += typed.prefix(Self.longest - text.count)
        case .erase:
            guard !isSaving, !text.isEmpty else { return }
            text.removeLast()
        case .submit:
            isSaving = true
            refusal = nil
        case .refused(let error):
            isSaving = false
            refusal = error
        }
    }

    /// Whether `edit` types more than the line has room for: the rest is not typed, and the
    /// status line says so.
    func overflows(with edit: Edit) -> Bool {
        guard case .type(let typed) = edit, !isSaving else { return false }
        return typed.count > Self.longest - text.count
    }

    /// The words typed, as a command line would give them to `lotto save`.
    var words: [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
