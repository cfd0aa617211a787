/// An error the user caused, with its one-line message and its documented exit code.
struct CommandLineError: Error, CustomStringConvertible {
    let message: String
    let exitCode: ExitCode

    var description: String { message }

    /// A bad command line (exit 64), pointing to the help that explains it.
    static func usage(_ message: String, command: String? = nil) -> CommandLineError {
        let help = command.map { "lotto \($0) --help" } ?? "lotto --help"
        return CommandLineError(message: "\(message) (see '\(help)')", exitCode: .usage)
    }

    /// An option's value that does not read as what the option takes (exit 64): `invalid value
    /// 'x' for '--round': expected a positive whole number`.
    static func invalidValue(_ text: String, option: String, expected: String, command: String) -> CommandLineError {
        usage("invalid value \(text.quoted) for '--\(option)': expected \(expected)", command: command)
    }

    /// A failure already said on standard error (each game `draws update` could not update):
    /// only its exit code is left to give.
    static func alreadyReported(exitCode: ExitCode) -> CommandLineError {
        CommandLineError(message: "", exitCode: exitCode)
    }

    /// Bad user data such as an invalid ticket (exit 65).
    static func badData(_ message: String) -> CommandLineError {
        CommandLineError(message: message, exitCode: .dataError)
    }
}
