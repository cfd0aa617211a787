/// Why the terminal cannot be taken.
package struct TerminalError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) {
        self.description = description
    }
}
