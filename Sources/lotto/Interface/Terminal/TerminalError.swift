/// Why the terminal cannot be taken.
struct TerminalError: Error, CustomStringConvertible {
    let description: String
}
