/// An error the user caused, with its one-line message and its documented exit code.
struct CommandLineError: Error, CustomStringConvertible {
    /// The help that explains a bad command line.
    enum Help: Equatable {
        /// The help of the command whose command line it is, `lotto new --help`: unnamed where
        /// the error is raised, named by ``LottoCommand`` for the command it runs (see
        /// ``raised(by:)``); `lotto --help` when no command runs.
        case command(String?)
        /// lotto's own, `lotto --help`, whatever command runs: for what is every command's
        /// business (a variable such as `LOTTO_LOCK_TIMEOUT`), or no command's.
        case lotto
    }

    /// What went wrong, without where help is.
    private(set) var message: String
    let exitCode: ExitCode
    /// The help a bad command line points to; `nil` for any other error.
    private(set) var help: Help?
    /// The message for the command that raises it, for one that names it (see
    /// ``naming(_:exitCode:)``); `nil` once worded, or for any other.
    private var wording: (@Sendable (String) -> String)?

    init(message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The message as the user reads it: a bad command line's ends pointing to its help.
    var description: String {
        switch help {
        case nil: message
        case .command(let command?): "\(message) (see 'lotto \(command) --help')"
        case .command(nil), .lotto: "\(message) (see 'lotto --help')"
        }
    }

    /// The error as the command `command` raised it: its message names the command if it
    /// says one (``naming(_:exitCode:)``); a bad command line then points to that command's
    /// help, unless it points to another already.
    func raised(by command: String) -> CommandLineError {
        var error = self
        if let wording {
            error.message = wording(command)
            error.wording = nil
        }
        if help == .command(nil) { error.help = .command(command) }
        return error
    }

    /// An error whose message names the command it stops, `message(command)` (`nothing to
    /// save: no tickets on standard input`): what raises it need not know which command runs,
    /// since ``LottoCommand`` has every command's errors ``raised(by:)`` it.
    static func naming(_ message: @escaping @Sendable (String) -> String, exitCode: ExitCode) -> CommandLineError {
        var error = CommandLineError(message: message("the command"), exitCode: exitCode)
        error.wording = message
        return error
    }

    /// A bad command line (exit 64), pointing to the help that explains it: by default that of
    /// the command it is given to.
    static func usage(_ message: String, help: Help = .command(nil)) -> CommandLineError {
        var error = CommandLineError(message: message, exitCode: .usage)
        error.help = help
        return error
    }

    /// An option's value that does not read as what the option takes (exit 64): `invalid value
    /// 'x' for '--round': expected a positive whole number`.
    static func invalidValue(_ text: String, option: String, expected: String) -> CommandLineError {
        usage("invalid value \(text.quoted) for '--\(option)': expected \(expected)")
    }

    /// A required option not given (exit 64): `--guarantee is required, e.g. --guarantee 3if4`.
    static func missing(_ option: CommandSpec.Option) -> CommandLineError {
        usage("--\(option.name) is required" + (option.example.map { ", e.g. --\(option.name) \($0)" } ?? ""))
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
