/// A draw as read from a file or typed in, with where it came from, so that an error about it
/// can point there.
public struct SourcedDraw: Hashable, Sendable {
    public let draw: RecordedDraw
    /// The file and line it was read from; `nil` for a draw typed on the command line.
    public let source: DrawSource?

    public init(_ draw: RecordedDraw, source: DrawSource? = nil) {
        self.draw = draw
        self.source = source
    }
}

/// A place in a file: its name as the user gave it, and a line.
public struct DrawSource: Hashable, Sendable, CustomStringConvertible {
    /// The file as named, or `standard input`.
    public let name: String
    /// The line (from 1).
    public let line: Int

    /// `draws.csv:12`.
    public var description: String { "\(name):\(line)" }
}
