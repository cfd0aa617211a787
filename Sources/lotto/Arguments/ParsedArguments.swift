import Lotto

/// A command line split by a ``CommandSpec``: option values by long name, and positionals.
struct ParsedArguments {
    /// Each option's values, in order; most options use only the last (see ``values``).
    private(set) var allValues: [String: [String]] = [:]
    private(set) var values: [String: String] = [:]
    /// Each option's last value as the bytes typed, for values that are paths.
    private var rawValues: [String: [UInt8]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// Whether `-h` or `--help` came before any `--`.
    private(set) var wantsHelp = false

    /// Splits `arguments` by `spec`.
    ///
    /// - Parameters:
    ///   - raw: the same arguments as the bytes typed (by default, the strings' UTF-8), which
    ///     ``path(_:command:)`` hands on unchanged.
    ///   - numbersArePositional: lets `-5` through as a positional, for commands that take
    ///     numbers, so that it is reported as a bad number rather than an unknown option.
    /// - Throws: ``CommandLineError`` (usage) for an unknown option or a missing value.
    init(
        _ arguments: [String], raw: [[UInt8]]? = nil, spec: CommandSpec, numbersArePositional: Bool = false
    ) throws(CommandLineError) {
        let raw = raw ?? arguments.map { Array($0.utf8) }
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
            if let value = attachedValue ?? (index < arguments.count ? arguments[index] : nil) {
                if attachedValue == nil {
                    rawValues[option.name] = raw[index]
                    index += 1
                } else {
                    // After `--name=` or `-x`: the prefix is ASCII, so its bytes are its characters.
                    let typed = raw[index - 1]
                    let prefixLength = argument.hasPrefix("--") ? (typed.firstIndex(of: UInt8(ascii: "=")) ?? 0) + 1 : 2
                    rawValues[option.name] = Array(typed.dropFirst(prefixLength))
                }
                values[option.name] = value
                allValues[option.name, default: []].append(value)
            } else {
                throw fail("missing value for option '\(option.label)'")
            }
        }
    }

    /// The path an option names, byte for byte as typed.
    ///
    /// - Throws: a usage error for an empty value, which names no file.
    func path(_ option: String, command: String) throws(CommandLineError) -> FilePath? {
        guard let bytes = rawValues[option] else { return nil }
        guard let path = FilePath(bytes: bytes), !path.isEmpty else {
            throw .usage(
                "invalid value \(values[option]?.quoted ?? "''") for '--\(option)': expected a file's path",
                command: command)
        }
        return path
    }

    func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    /// The whole numbers of a list option, given as `--exclude 3,9` or `--exclude 3 --exclude 9`.
    func numberList(_ option: String, command: String) throws(CommandLineError) -> [Int] {
        var numbers: [Int] = []
        for value in allValues[option] ?? [] {
            for word in value.split(separator: ",", omittingEmptySubsequences: false) {
                let trimmed = word.trimmingPrefix(" ")
                guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                    let number = Int(trimmed)
                else {
                    throw .usage(
                        "invalid value \(value.quoted) for '--\(option)': expected whole numbers separated by commas",
                        command: command)
                }
                numbers.append(number)
            }
        }
        return numbers
    }

    /// The output format: `--format`, or `--json` for short; text when neither is given.
    func format(command: String) throws(CommandLineError) -> ListPrinter.Format {
        let text = values[FormatOption.spec.name]
        if has("json") && has("csv") {
            throw .usage("--json and --csv disagree", command: command)
        }
        guard let text else { return has("json") ? .json : has("csv") ? .csv : .text }
        guard let format = ListPrinter.Format(rawValue: text) else {
            throw .usage("invalid value \(text.quoted) for '--format': expected text, json or csv", command: command)
        }
        if (has("json") && format != .json) || (has("csv") && format != .csv) {
            throw .usage("--json and --format \(text) disagree", command: command)
        }
        return format
    }

    /// The game of `--game`, Korean 6/45 when not given.
    func game(command: String) throws(CommandLineError) -> LottoGame {
        guard let text = values[GameOption.spec.name] else { return .korean645 }
        guard let game = LottoGame.named(text) else {
            throw .usage(
                "unknown game \(text.quoted): see 'lotto games', or give a spec like 6/45 or 5/69+1/26",
                command: command)
        }
        return game
    }
}
