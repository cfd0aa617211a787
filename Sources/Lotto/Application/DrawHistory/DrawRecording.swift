/// Draws recorded by one command: imported from a file, or typed in.
package struct DrawRecording: Equatable, Sendable {
    /// The draws given, as recorded now (completed by what was recorded before them).
    package let draws: [RecordedDraw]
    /// What was done: added, updated, replaced, kept.
    package let summary: DrawMergeSummary
    /// Where the draws came from: a file's name, `standard input`; `nil` when typed in.
    package let source: String?
    /// The layouts of the file, in the order first met; empty when typed in.
    package let layouts: [DrawLayout]
    /// Why the date of a draw typed in is not a draw day of its game by its schedule, if it is
    /// not: it is recorded on that day all the same (a schedule may have moved).
    package let notADrawDay: TicketDrawError?

    package init(
        draws: [RecordedDraw], summary: DrawMergeSummary, source: String?, layouts: [DrawLayout],
        notADrawDay: TicketDrawError? = nil
    ) {
        self.draws = draws
        self.summary = summary
        self.source = source
        self.layouts = layouts
        self.notADrawDay = notADrawDay
    }
}
