import Glibc

/// The process's arguments and environment, as the C strings it was given.
extension SystemCall {
    /// The arguments after the program's name, as bytes: `CommandLine.arguments` turns a byte
    /// that is not UTF-8 into U+FFFD, and a path must reach the system as it was typed.
    package static func argumentBytes() -> [[UInt8]] {
        var arguments: [[UInt8]] = []
        var index = 1
        // The vector ends with a null pointer after its `argc` strings.
        while index < Int(CommandLine.argc), let argument = CommandLine.unsafeArgv[index] {
            arguments.append(bytes(ofCString: argument))
            index += 1
        }
        return arguments
    }

    /// `getenv(3)`: a variable's bytes, as the process holds them.
    package static func environmentBytes(_ name: String) -> [UInt8]? {
        guard let value = getenv(name) else { return nil }
        return bytes(ofCString: value)
    }

    /// The bytes of a C string, without its NUL.
    package static func bytes(ofCString string: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: string, count: strlen(string)).map { UInt8(bitPattern: $0) })
    }
}
