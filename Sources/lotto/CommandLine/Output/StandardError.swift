import Lotto
import Platform

/// Standard error, where lotto says its errors, warnings, questions and progress: each written
/// whole as it is said, unbuffered, so that it shows before whatever comes next.
///
/// Its bytes go through `writeSome`, the process's standard error unless a test gives memory
/// instead: a command run in process then says what it would have said.
struct StandardError: Sendable {
    /// Writes the first of the bytes it can, and says how many.
    private let writeSome: @Sendable (UnsafeRawBufferPointer) throws(Errno) -> Int

    init(
        writeSome: @escaping @Sendable (UnsafeRawBufferPointer) throws(Errno) -> Int = {
            try SystemCall.write(SystemCall.standardError, $0)
        }
    ) {
        self.writeSome = writeSome
    }

    /// Writes `lotto: warning: <message>` as one line.
    func warn(_ message: String) {
        print("lotto: warning: \(message)")
    }

    /// Writes `message` as one line; control characters in it (from a path, say) are escaped so
    /// that it stays one.
    func print(_ message: String) {
        var line = Array(message.escapingControlCharacters.utf8)
        line.append(UInt8(ascii: "\n"))
        write(line)
    }

    /// Writes `text` as it is: a question that waits on its line, a line redrawn in place.
    func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes `bytes` as far as standard error takes them: a closed or full standard error has
    /// nowhere to report to.
    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count,
                let done = try? writeSome(UnsafeRawBufferPointer(rebasing: bytes[written...])),
                done > 0
            {
                written += done
            }
        }
    }
}
