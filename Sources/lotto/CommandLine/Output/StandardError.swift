import Lotto
import Platform

/// Writes `lotto: warning: <message>` to standard error.
func printWarning(_ message: String) {
    printError("lotto: warning: \(message)")
}

/// Writes one line to standard error, unbuffered; control characters in the message (from a
/// path, say) are escaped so that it stays one line.
func printError(_ message: String) {
    var line = Array(message.escapingControlCharacters.utf8)
    line.append(UInt8(ascii: "\n"))
    writeToStandardError(line)
}

/// Writes `bytes` to standard error, as far as it takes them: a closed or full standard error
/// has nowhere to report to.
func writeToStandardError(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { bytes in
        var written = 0
        while written < bytes.count,
            let done = try? SystemCall.write(
                SystemCall.standardError, UnsafeRawBufferPointer(rebasing: bytes[written...])),
            done > 0
        {
            written += done
        }
    }
}
