import Glibc

/// What the command line asks of a terminal: whether a descriptor is one, and its size.
extension SystemCall {
    /// `isatty(3)`: whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's size on `descriptor` (`TIOCGWINSZ`); `nil` when it does not say.
    package static func windowSize(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }
}
