/// A command of `lotto`: its name, its spec, and what runs it.
protocol Subcommand: Sendable {
    /// The words that name it on the command line (`draws import` for a command of a command),
    /// apart from its spec so that a command is found without making every command's spec:
    /// fifteen specs, with their help text, are made only for help, completion and the manual.
    static var name: String { get }
    /// Its options and help; its name is ``name``.
    static var spec: CommandSpec { get }
    /// Runs it with the arguments its spec parsed.
    static func run(_ arguments: ParsedArguments, context: Context) throws
}
