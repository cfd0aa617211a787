/// A command line split by a ``CommandSpec``: option values by long name, and positionals.
struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// Whether `-h` or `--help` came before any `--`.
    private(set) var wantsHelp = false

    /// Splits `arguments` by `spec`.
    ///
    /// - Parameter numbersArePositional: lets `-5` through as a positional, for commands that
    ///   take numbers, so that it is reported as a bad number rather than an unknown option.
    /// - Throws: ``CommandLineError`` (usage) for an unknown option or a missing value.
    init(_ arguments: [String], spec: CommandSpec, numbersArePositional: Bool = false) throws(CommandLineError) {
        let options = spec.options + [CommandSpec.help]
        var index = 0
        var optionsEnded = false
        func fail(_ message: String) -> CommandLineError {
            .usage(message, command: spec.name)
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-")
                || (numbersArePositional && argument.dropFirst().allSatisfy(\.isNumber))
            {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let option: CommandSpec.Option?
            var attachedValue: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = body.prefix { $0 != "=" }
                attachedValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                option = options.first { $0.name == name }
            } else {
                let letter = argument.dropFirst().first
                attachedValue = argument.count > 2 ? String(argument.dropFirst(2)) : nil
                option = options.first { $0.shortName != nil && $0.shortName == letter }
            }
            guard let option else { throw fail("unknown option \(argument.quoted)") }
            if option.name == CommandSpec.help.name {
                wantsHelp = true
                continue
            }
            guard option.valueName != nil else {
                guard attachedValue == nil else { throw fail("option '--\(option.name)' takes no value") }
                flags.insert(option.name)
                continue
            }
            if let attachedValue {
                values[option.name] = attachedValue
            } else if index < arguments.count {
                values[option.name] = arguments[index]
                index += 1
            } else {
                throw fail("missing value for option '\(option.label)'")
            }
        }
    }

    func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }
}
