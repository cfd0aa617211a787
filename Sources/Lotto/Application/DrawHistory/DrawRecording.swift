/// Draws recorded by one command: imported from a file, or typed in.
public struct DrawRecording: Equatable, Sendable {
    /// The draws given, as recorded now (completed by what was recorded before them).
    public let draws: [RecordedDraw]
    /// What was done: added, updated, replaced, kept.
    public let summary: DrawMergeSummary
    /// Where the draws came from: a file's name, `standard input`; `nil` when typed in.
    public let source: String?
    /// The layouts of the file, in the order first met; empty when typed in.
    public let layouts: [DrawLayout]

    public init(draws: [RecordedDraw], summary: DrawMergeSummary, source: String?, layouts: [DrawLayout]) {
        self.draws = draws
        self.summary = summary
        self.source = source
        self.layouts = layouts
    }
}
