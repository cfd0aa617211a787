/// The recorded draws, as far as this program has seen them, and which of them it is about.
package struct DrawHistoryState: Equatable, Sendable {
    /// Every recorded draw, once read or recorded.
    package var history = DrawHistory()
    /// Whether the history has been read (or written) at all.
    package var isLoaded = false
    /// The draws the command is about.
    package var selection = DrawSelection()
    /// What the last recording did; `nil` before any.
    package var lastRecording: DrawRecording?
    /// The draw last removed; `nil` before any.
    package var lastRemoved: RecordedDraw?

    package init() {}

    /// The selected draws, by game, then date.
    package var selectedDraws: [RecordedDraw] {
        selection.draws(in: history)
    }
}
