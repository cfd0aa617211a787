import Lotto
import Platform

/// A command line split by a ``CommandSpec``: option values by long name, and positionals.
struct ParsedArguments {
    /// Each option's values, in order; most options use only the last (see ``values``).
    private(set) var allValues: [String: [String]] = [:]
    private(set) var values: [String: String] = [:]
    /// Each option's last value as the bytes typed, for values that are paths.
    private var rawValues: [String: [UInt8]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// The positionals as the bytes typed, for those that are paths.
    private var rawPositionals: [[UInt8]] = []
    /// Whether `-h` or `--help` came before any `--`.
    private(set) var wantsHelp = false
    /// `LOTTO_GAME`, for a command that takes `--game`: the game when none is given.
    var gameFromEnvironment: String?

    /// Splits `arguments` by `spec`.
    ///
    /// - Parameters:
    ///   - raw: the same arguments as the bytes typed (by default, the strings' UTF-8), which
    ///     ``path(_:command:)`` hands on unchanged.
    /// - Throws: ``CommandLineError`` (usage) for an unknown option, a missing value, or a word
    ///   the spec's positionals do not take.
    init(_ arguments: [String], raw: [[UInt8]]? = nil, spec: CommandSpec) throws(CommandLineError) {
        let numbersArePositional = spec.takesNumbers
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
                    throw fail("\(typed.quoted) is no longer an option of 'lotto \(spec.name)': \(moved)")
                }
                let known = options.map { "--\($0.name)" }
                throw fail("unknown option \(argument.quoted)\(Suggestion.didYouMean(typed, among: known))")
            }
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
        guard !wantsHelp else { return }
        // Words the command does not take: help, asked for, explains them instead.
        switch spec.positionals {
        case .none, .subcommand:
            if let extra = positionals.first { throw fail("unexpected argument \(extra.quoted)") }
        case .one:
            if positionals.count > 1 { throw fail("unexpected argument \(positionals[1].quoted)") }
        case .many, .numbersOrStandardInput, .idsOrStandardInput:
            break
        }
    }

    /// The path an option names, byte for byte as typed.
    ///
    /// - Throws: a usage error for an empty value, which names no file.
    func path(_ option: String, command: String) throws(CommandLineError) -> FilePath? {
        guard let bytes = rawValues[option] else { return nil }
        guard let path = FilePath(bytes: bytes), !path.isEmpty else {
            throw .invalidValue(values[option] ?? "", option: option, expected: "a file's path", command: command)
        }
        return path
    }

    /// The path a positional names, byte for byte as typed; `nil` when there is none at `index`.
    ///
    /// - Throws: a usage error for an empty value, which names no file.
    func positionalPath(_ index: Int, command: String) throws(CommandLineError) -> FilePath? {
        guard index < rawPositionals.count else { return nil }
        guard let path = FilePath(bytes: rawPositionals[index]), !path.isEmpty else {
            throw .usage("an empty argument names no file", command: command)
        }
        return path
    }

    /// The value of `--option` as `read` reads it; `nil` when the option is not given.
    ///
    /// - Throws: a usage error naming the value and what was `expected`, when `read` refuses it.
    func value<Value>(
        _ option: String, command: String, expected: String, _ read: (String) -> Value?
    ) throws(CommandLineError) -> Value? {
        guard let text = values[option] else { return nil }
        guard let value = read(text) else {
            throw .invalidValue(text, option: option, expected: expected, command: command)
        }
        return value
    }

    func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    /// The whole numbers of a list option, given as `--exclude 3,9` or `--exclude 3 --exclude 9`.
    func numberList(_ option: String, command: String) throws(CommandLineError) -> [Int] {
        var numbers: [Int] = []
        for value in allValues[option] ?? [] {
            guard let list = Self.commaSeparatedNumbers(value) else {
                throw .invalidValue(
                    value, option: option, expected: "whole numbers separated by commas", command: command)
            }
            numbers += list
        }
        return numbers
    }

    /// The whole numbers of one word, one number or several separated by commas (`1,5, 8`),
    /// or `nil` when any part is not one.
    static func commaSeparatedNumbers(_ word: String) -> [Int]? {
        var numbers: [Int] = []
        for part in word.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = WholeNumber.parse(part.trimmingPrefix(" ")) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}

extension ParsedArguments {
    /// `--round`, a draw's number, if given: a positive whole number.
    func round(command: String) throws(CommandLineError) -> Int? {
        try value("round", command: command, expected: "a positive whole number") {
            WholeNumber.parse($0).flatMap { $0 > 0 ? $0 : nil }
        }
    }

    /// `--date`, a draw's date, if given: `YYYY-MM-DD`.
    func date(command: String) throws(CommandLineError) -> CivilDate? {
        try value("date", command: command, expected: "a date like 2002-12-07", CivilDate.init)
    }
}
