import Lotto

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `lotto clear`: removes every saved ticket, after asking.
enum ClearCommand {
    static let spec = CommandSpec(
        name: "clear",
        abstract: "Remove every saved ticket.",
        discussion: """
            Asks first when run on a terminal; --yes skips the question, and is required when \
            standard input is not a terminal. Ids are never reused: the next ticket saved takes \
            the id after the last one removed. Prints nothing.
            """,
        usage: "clear [--yes] [--store <path>]",
        options: [
            .init(name: "yes", shortName: "y", help: "Remove without asking."),
            StoreOption.spec,
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        if let extra = arguments.positionals.first {
            throw CommandLineError.usage("unexpected argument \(extra.quoted)", command: spec.name)
        }
        let app = try context.makeApp(storeOption: try arguments.path(StoreOption.spec.name, command: spec.name))
        if !arguments.has("yes") {
            guard isatty(STDIN_FILENO) == 1 else {
                throw CommandLineError.usage(
                    "clear removes every saved ticket: add --yes to confirm when not on a terminal", command: spec.name)
            }
            printPrompt("lotto: remove every saved ticket? [y/N] ")
            let answer = String(decoding: readAnswer(), as: UTF8.self).lowercased()
            guard answer == "y" || answer == "yes" else {
                printError("lotto: nothing removed")
                return
            }
        }
        try app.actionCreator.removeSavedTickets(ids: nil)
    }

    private static func printPrompt(_ prompt: String) {
        writeToStandardError(Array(prompt.utf8))
    }

    /// One line from the terminal, without its newline; byte by byte, so that nothing after
    /// the answer is read.
    private static func readAnswer() -> [UInt8] {
        var answer: [UInt8] = []
        var byte: UInt8 = 0
        while (try? withUnsafeMutableBytes(of: &byte) { try SystemCall.read(STDIN_FILENO, into: $0) }) == 1,
            byte != UInt8(ascii: "\n"), answer.count < 4096
        {
            answer.append(byte)
        }
        return answer
    }
}
