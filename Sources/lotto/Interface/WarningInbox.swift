import Synchronization

/// The files' warnings while `lotto ui` holds the terminal: kept for the status line, since
/// standard error is the screen.
final class WarningInbox: Sendable {
    private let warnings = Mutex<[String]>([])

    func add(_ warning: String) {
        warnings.withLock { $0.append(warning) }
    }

    /// The warnings since the last call.
    func take() -> [String] {
        warnings.withLock { warnings in
            defer { warnings = [] }
            return warnings
        }
    }
}
