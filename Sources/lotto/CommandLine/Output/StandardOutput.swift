import Lotto
import Platform

/// Standard output, buffered in 64 KiB blocks: a million tickets take a few dozen
/// `write(2)` calls instead of a million.
///
/// Its blocks go through `writeSome`, the process's standard output unless a test gives memory
/// instead (see ``StandardError``).
final class StandardOutput {
    /// Standard output could not be written (e.g. a full disk).
    struct WriteError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "cannot write to standard output: \(Errno(code: code))" }
    }

    private static let blockSize = 1 << 16

    /// Whether numbers may be coloured (see ``BallColors``): by the environment at first, then
    /// by `--color` once the command line is read (see ``ColorOption``).
    var isColored: Bool

    /// Bytes not yet written.
    private var buffer: [UInt8] = []
    /// The first write error; once set, nothing more is written.
    private(set) var failure: WriteError?
    /// Writes the first of the bytes it can, and says how many.
    private let writeSome: (UnsafeRawBufferPointer) throws(Errno) -> Int

    init(
        isColored: Bool,
        writeSome: @escaping (UnsafeRawBufferPointer) throws(Errno) -> Int = {
            try SystemCall.write(SystemCall.standardOutput, $0)
        }
    ) {
        self.isColored = isColored
        self.writeSome = writeSome
        buffer.reserveCapacity(Self.blockSize + 4096)
    }

    func append(_ text: String) {
        append(Array(text.utf8))
    }

    /// Buffers `bytes`, writing out whole blocks as they fill; a block or more, with nothing
    /// buffered before it, is written as it is, without a copy.
    func append(_ bytes: [UInt8]) {
        if buffer.isEmpty && bytes.count >= Self.blockSize {
            return write(bytes)
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// ``append(_:)-([UInt8])`` for bytes in memory the caller owns.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if buffer.isEmpty && bytes.count >= Self.blockSize {
            return write(UnsafeRawBufferPointer(bytes))
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes out everything buffered; a failure is kept for ``finish()``.
    func flush() {
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` out whole, unless a write failed before; a failure is kept for
    /// ``finish()``.
    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        var written = 0
        while written < bytes.count {
            do throws(Errno) {
                written += try writeSome(UnsafeRawBufferPointer(rebasing: bytes[written...]))
            } catch {
                failure = WriteError(code: error.code)
                return
            }
        }
    }

    /// From here on, a reader that goes away (a closed pipe) is a write error this process
    /// sees, not a signal that ends it: a command that has changed the store must live to say
    /// so. Until then lotto keeps the default, and ends quietly when its reader goes away, as
    /// any filter does (`lotto list | head -1`).
    func surviveClosedPipe() {
        SystemCall.ignoreBrokenPipeSignal()
    }

    /// Flushes and reports the first write error, if any.
    func finish() throws(WriteError) {
        flush()
        if let failure { throw failure }
    }
}
