import Lotto
import Platform

/// A command line split by a ``CommandSpec``: what was given for each option, by long name, and
/// the positionals. A command reads its options as typed values through the keys it declares
/// (``Option``), never by name: `try arguments[NewCommand.declared.count]`.
struct ParsedArguments {
    /// Each option's values, in order; most options use only the last.
    private var texts: [String: [String]] = [:]
    /// Each option's last value as the bytes typed, for values that are paths.
    private var lastBytes: [String: [UInt8]] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// The positionals as the bytes typed, for those that are paths.
    private var rawPositionals: [[UInt8]] = []
    /// Whether `-h` or `--help` came before any `--`.
    private(set) var wantsHelp = false
    /// `LOTTO_GAME`, for a command that takes `--game`: the game when none is given.
    var gameFromEnvironment: String?
    /// The options the command declares: the only ones its keys may read (checked in debug
    /// builds).
    private let declared: [CommandSpec.Option]

    /// Splits `arguments` by `spec`.
    ///
    /// - Parameters:
    ///   - raw: the same arguments as the bytes typed (by default, the strings' UTF-8), which a
    ///     path's key (``OptionKey/init(path:)``) hands on unchanged.
    /// - Throws: ``CommandLineError`` (usage) for an unknown option, a missing value, a word
    ///   the spec's positionals do not take, or a required option not given.
    init(_ arguments: [String], raw: [[UInt8]]? = nil, spec: CommandSpec) throws(CommandLineError) {
        let numbersArePositional = spec.takesNumbers
        declared = spec.options
        let raw = raw ?? arguments.map { Array($0.utf8) }
        let options = spec.options + [CommandSpec.help]
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-")
                || (numbersArePositional && argument.dropFirst().allSatisfy(\.isNumber))
            {
                positionals.append(argument)
                rawPositionals.append(raw[index - 1])
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
            guard let option else {
                let typed = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
                if let moved = spec.movedOptions[String(typed.dropFirst(2))] {
                    throw .usage("\(typed.quoted) is no longer an option of 'lotto \(spec.name)': \(moved)")
                }
                if let meant = spec.meantOptions[String(typed.dropFirst(2))] {
                    throw .usage("unknown option \(argument.quoted): did you mean \(meant)?")
                }
                let known = options.map { "--\($0.name)" }
                throw .usage("unknown option \(argument.quoted)\(Suggestion.didYouMean(typed, among: known))")
            }
            if option.name == CommandSpec.help.name {
                wantsHelp = true
                continue
            }
            guard option.isRepeatable || texts[option.name] == nil else {
                throw .usage("option '--\(option.name)' is given twice: it takes one value")
            }
            guard option.valueName != nil else {
                guard attachedValue == nil else { throw .usage("option '--\(option.name)' takes no value") }
                flags.insert(option.name)
                continue
            }
            if let value = attachedValue ?? (index < arguments.count ? arguments[index] : nil) {
                if attachedValue == nil {
                    lastBytes[option.name] = raw[index]
                    index += 1
                } else {
                    // After `--name=` or `-x`: the prefix is ASCII, so its bytes are its characters.
                    let typed = raw[index - 1]
                    let prefixLength = argument.hasPrefix("--") ? (typed.firstIndex(of: UInt8(ascii: "=")) ?? 0) + 1 : 2
                    lastBytes[option.name] = Array(typed.dropFirst(prefixLength))
                }
                texts[option.name, default: []].append(value)
            } else {
                throw .usage("missing value for option '\(option.label)'")
            }
        }
        guard !wantsHelp else { return }
        // Words the command does not take: help, asked for, explains them instead.
        switch spec.positionals {
        case .none, .subcommand:
            if let extra = positionals.first { throw .usage("unexpected argument \(extra.quoted)") }
        case .one:
            if positionals.count > 1 { throw .usage("unexpected argument \(positionals[1].quoted)") }
        case .many:
            if positionals.isEmpty, let hint = spec.whenNoWords { throw .usage(hint) }
        case .numbersOrStandardInput, .idsOrStandardInput:
            break
        }
        for option in spec.options where option.isRequired && texts[option.name] == nil {
            throw .missing(option)
        }
    }

    /// The value of the option `key` declares, as it reads it.
    ///
    /// - Throws: the usage error of a value the key does not read; in a debug build, a
    ///   software error (exit 70) for a key the command does not declare.
    subscript<Value>(key: OptionKey<Value>) -> Value {
        get throws(CommandLineError) {
            #if DEBUG
                // A programmer's error, which no command line can cause: checked where the tests
                // run every command, not on every read of a release build.
                let name = key.name
                guard declared.contains(where: { $0.name == name }) else {
                    throw CommandLineError(
                        message: "lotto reads '--\(name)', which the command does not declare", exitCode: .software)
                }
            #endif
            return try key.read(self)
        }
    }

    /// Whether the option `key` declares was given, with a value or as a flag (`LOTTO_GAME`
    /// aside).
    func isGiven<Value>(_ key: OptionKey<Value>) -> Bool {
        let name = key.name
        return texts[name] != nil || flags.contains(name)
    }

    /// Whether `option` was given, with a value or as a flag: for a key's reading, or a check of
    /// several options of other types (`--round`, `--date` and `--latest` disagree).
    func isGiven(_ option: CommandSpec.Option) -> Bool {
        texts[option.name] != nil || flags.contains(option.name)
    }

    /// Every value `option` was given, in order; none when it was not: for a key's reading.
    func texts(of option: CommandSpec.Option) -> [String] {
        texts[option.name] ?? []
    }

    /// The last value `option` was given, as the bytes typed: for a key's reading.
    func lastBytes(of option: CommandSpec.Option) -> [UInt8]? {
        lastBytes[option.name]
    }

    /// The path a positional names, byte for byte as typed; `nil` when there is none at `index`.
    ///
    /// - Throws: a usage error for an empty value, which names no file.
    func positionalPath(_ index: Int) throws(CommandLineError) -> FilePath? {
        guard index < rawPositionals.count else { return nil }
        guard let path = FilePath(bytes: rawPositionals[index]), !path.isEmpty else {
            throw .usage("an empty argument names no file")
        }
        return path
    }

    /// The whole numbers of one word, one number or several separated by commas (`1,5, 8`),
    /// or `nil` when any part is not one.
    static func commaSeparatedNumbers(_ word: String) -> [Int]? {
        var numbers: [Int] = []
        for part in word.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = WholeNumber.parse(part.dropping(prefix: " ")) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
