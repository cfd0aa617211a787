import Lotto
import Platform

/// `lotto clear`: removes every saved ticket, after asking.
enum ClearCommand: Subcommand {
    static let name = "clear"

    static let spec = CommandSpec(
        name: name,
        abstract: "Remove every saved ticket.",
        discussion: """
            Asks first when run on a terminal; --yes skips the question, and is required when \
            standard input is not a terminal. Ids are never reused: the next ticket saved takes \
            the id after the last one removed. The tickets move to the record of deleted tickets \
            beside the store, which 'lotto check --summary' still counts. Prints nothing.
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var yes = OptionKey(flag: .init(name: "yes", shortName: "y", help: "Remove without asking."))
        @Option var store = PathOption.store
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// What `lotto clear` was asked, checked.
    struct Options {
        /// Whether to remove without asking.
        let yes: Bool
        let store: FilePath?

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            yes = try arguments[declared.yes]
            store = try arguments[PathOption.store]
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        let app = try context.makeApp(storeOption: options.store, stores: NoStores.init)
        if !options.yes {
            guard SystemCall.isTerminal(SystemCall.standardInput) else {
                throw CommandLineError.usage(
                    "clear removes every saved ticket: add --yes to confirm when not on a terminal")
            }
            context.errors.write("lotto: remove every saved ticket? [y/N] ")
            let answer = String(decoding: readAnswer(), as: UTF8.self).lowercased()
            guard answer == "y" || answer == "yes" else {
                context.errors.print("lotto: nothing removed")
                return
            }
        }
        try SavedTicketsActionCreator(context: app.actionContext).remove(.all)
    }

    /// One line from the terminal, without its newline; byte by byte, so that nothing after
    /// the answer is read.
    private static func readAnswer() -> [UInt8] {
        var answer: [UInt8] = []
        var byte: UInt8 = 0
        while (try? withUnsafeMutableBytes(of: &byte) { try SystemCall.read(SystemCall.standardInput, into: $0) }) == 1,
            byte != UInt8(ascii: "\n"), answer.count < 4096
        {
            answer.append(byte)
        }
        return answer
    }
}
