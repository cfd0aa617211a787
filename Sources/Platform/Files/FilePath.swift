/// A path as the system sees it: bytes, used exactly as given.
///
/// A name that is not UTF-8 (a Latin-1 home folder, a file made by another program) still
/// names its own file: the bytes go to the system unchanged, and only messages decode them,
/// showing a byte that is not UTF-8 as `\xFF`.
public struct FilePath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path's bytes, without a terminating NUL.
    package let bytes: [UInt8]

    /// A path of these bytes; `nil` when one of them is NUL, which no system path can hold.
    public init?(bytes: some Sequence<UInt8>) {
        let bytes = Array(bytes)
        guard !bytes.contains(0) else { return nil }
        self.bytes = bytes
    }

    /// A path spelled in UTF-8. A NUL in `string` is a programmer's error.
    public init(_ string: String) {
        precondition(!string.utf8.contains(0), "a path cannot hold a NUL byte")
        bytes = Array(string.utf8)
    }

    public init(stringLiteral string: String) {
        self.init(string)
    }

    /// The path for messages: UTF-8 as it is, any other byte as `\xFF`.
    public var description: String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<position + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += "\\x" + (hex.count == 1 ? "0" : "") + hex
                }
                position += length
            case .emptyInput:
                return text
            }
        }
    }

    package var isEmpty: Bool { bytes.isEmpty }

    /// Whether the path can only name a folder: it ends with `/`, or its last part is `.` or `..`.
    package var namesAFolder: Bool {
        bytes.last == UInt8(ascii: "/") || lastComponent == [UInt8(ascii: ".")]
            || lastComponent == [UInt8(ascii: "."), UInt8(ascii: ".")]
    }

    /// Everything after the last `/`.
    package var lastComponent: ArraySlice<UInt8> {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes[...] }
        return bytes[(slash + 1)...]
    }

    /// The folder that holds the path's last part: `.` for a bare name, `/` for a name at the root.
    package var directory: FilePath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
            return FilePath(validated: [UInt8(ascii: ".")])
        }
        return FilePath(validated: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }

    /// The path with `suffix` added to its last part: `tickets.jsonl` + `.lock`.
    package func appending(_ suffix: String) -> FilePath {
        FilePath(validated: bytes + Array(suffix.utf8))
    }

    /// `self/name`.
    package func appending(component name: ArraySlice<UInt8>) -> FilePath {
        FilePath(validated: bytes + (bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name)
    }

    /// The path up to the end of each of its parts in turn, `/a`, `/a/b` and `/a/b/c` for
    /// `/a/b/c` (a repeated or final `/` adds none): the folders on the way, to make them.
    package var prefixes: [FilePath] {
        var prefix: [UInt8] = bytes.first == UInt8(ascii: "/") ? [UInt8(ascii: "/")] : []
        var prefixes: [FilePath] = []
        for component in bytes.split(separator: UInt8(ascii: "/")) {
            prefix += component
            prefixes.append(FilePath(validated: prefix))
            prefix.append(UInt8(ascii: "/"))
        }
        return prefixes
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    func withCString<Result, Failure: Error>(
        _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let terminated = bytes + [0]
        return try terminated.withUnsafeBufferPointer { (buffer) throws(Failure) in
            try buffer.withMemoryRebound(to: CChar.self) { (characters) throws(Failure) in
                try body(characters.baseAddress!)
            }
        }
    }

    /// Bytes known to hold no NUL: parts of a path, or a path the system handed back.
    init(validated bytes: [UInt8]) {
        self.bytes = bytes
    }
}
