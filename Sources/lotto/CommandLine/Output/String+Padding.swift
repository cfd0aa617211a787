/// Padding for columns of text, every character one column wide (all lotto prints in columns).
extension String {
    /// The string with spaces before it, to `width` columns.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - unicodeScalars.count)) + self
    }

    /// The string with spaces after it, to `width` columns.
    func rightPadded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - unicodeScalars.count))
    }
}
