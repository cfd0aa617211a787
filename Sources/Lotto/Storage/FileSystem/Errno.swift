/// The error number of a failed system call, with the C library's words for it (its named
/// numbers and words are in `Platform.swift`).
package struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }
}
