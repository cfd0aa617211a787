/// The recorded draws, as far as this program has seen them, and which of them it is about.
public struct DrawHistoryState: Equatable, Sendable {
    /// Every recorded draw, once read or recorded.
    public var history = DrawHistory()
    /// Whether the history has been read (or written) at all.
    public var isLoaded = false
    /// The draws the command is about.
    public var selection = DrawSelection()
    /// What the last recording did; `nil` before any.
    public var lastRecording: DrawRecording?
    /// The draw last removed; `nil` before any.
    public var lastRemoved: RecordedDraw?

    public init() {}

    /// The selected draws, by game, then date.
    public var selectedDraws: [RecordedDraw] {
        selection.draws(in: history)
    }
}
