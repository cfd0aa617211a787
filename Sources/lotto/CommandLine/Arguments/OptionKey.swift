import Lotto
import Platform

/// An option's key: its spec, from which the parser, the help, the completions and the manual
/// are made, and how its value reads, so that a command gets the value typed:
/// `try arguments[NewCommand.declared.count]` is an `Int`. A command declares each of its
/// keys once (``Option``), and its spec lists what it declares.
///
/// A key reads what the command line gave when the command asks, not when it is parsed: a
/// command reports its options' errors in the order it reads them. A bad value is a usage error
/// naming the value and what the option takes.
struct OptionKey<Value>: Sendable {
    /// The spec, held by reference: a key is copied into its command's declarations, and a
    /// key holding its seven strings itself is copied through its type's value witnesses, whose
    /// metadata, made at run time for each type of value, would cost every command's start-up.
    private let specBox: OptionSpecBox
    /// Reads the option's value from the command line split by the spec.
    let read: @Sendable (ParsedArguments) throws(CommandLineError) -> Value

    var spec: CommandSpec.Option { specBox.spec }
    /// The spec's long name, without a copy of the whole spec.
    var name: String { specBox.spec.name }

    init(_ spec: CommandSpec.Option, read: @escaping @Sendable (ParsedArguments) throws(CommandLineError) -> Value) {
        specBox = OptionSpecBox(spec)
        self.read = read
    }

    /// An option of one value, the last given, read by `parse`; `nil` when it is not given.
    ///
    /// - Parameter expected: what `parse` reads, for the message refusing what it does not:
    ///   `a whole number of at least 1`.
    init<Wrapped>(
        _ spec: CommandSpec.Option, expected: String, parse: @escaping @Sendable (String) -> Wrapped?
    ) where Value == Wrapped? {
        self.init(spec) { (arguments) throws(CommandLineError) in
            try Self.value(of: spec, in: arguments, expected: expected, parse)
        }
    }

    /// An option read from every value given, in order (none when it is not given), by
    /// `parse`: for an option given again for more (`draws update --game`).
    init(every spec: CommandSpec.Option, parse: @escaping @Sendable ([String]) throws(CommandLineError) -> Value) {
        self.init(spec) { (arguments) throws(CommandLineError) in try parse(arguments.texts(of: spec)) }
    }

    /// This option, `defaultValue` when it is not given, which the help then shows
    /// (`(default: 1)`).
    func defaulting<Wrapped: Sendable & CustomStringConvertible>(to defaultValue: Wrapped) -> OptionKey<Wrapped>
    where Value == Wrapped? {
        var spec = spec
        spec.defaultValue = defaultValue.description
        return OptionKey<Wrapped>(spec) { [read] (arguments) throws(CommandLineError) in
            try read(arguments) ?? defaultValue
        }
    }

    /// This option, required: the parser refuses a command line that lacks it (see
    /// ``CommandSpec/Option/isRequired``), so its value is always there.
    func required<Wrapped>() -> OptionKey<Wrapped> where Value == Wrapped? {
        var spec = spec
        spec.isRequired = true
        return OptionKey<Wrapped>(spec) { [read, spec] (arguments) throws(CommandLineError) in
            guard let value = try read(arguments) else { throw .missing(spec) }
            return value
        }
    }

    /// This option, its help `help`: a shared option as a command says it (`--json`, which each
    /// command says what it prints), read alike.
    func helping(_ help: String) -> OptionKey {
        var spec = spec
        spec.help = help
        return OptionKey(spec, read: read)
    }

    /// This option, given at most once: the parser refuses it given again (see
    /// ``CommandSpec/Option/isRepeatable``).
    func once() -> OptionKey {
        var spec = spec
        spec.isRepeatable = false
        return OptionKey(spec, read: read)
    }

    /// The last value of `option`, read by `parse`; `nil` when it is not given.
    private static func value<Read>(
        of option: CommandSpec.Option, in arguments: ParsedArguments, expected: String, _ parse: (String) -> Read?
    ) throws(CommandLineError) -> Read? {
        guard let text = arguments.texts(of: option).last else { return nil }
        guard let value = parse(text) else {
            throw .invalidValue(text, option: option.name, expected: expected)
        }
        return value
    }
}

extension OptionKey where Value == Bool {
    /// A flag, such as `--json`: whether it is given.
    init(flag spec: CommandSpec.Option) {
        self.init(spec) { arguments in arguments.isGiven(spec) }
    }
}

extension OptionKey where Value == [Int] {
    /// Whole numbers, given as `--exclude 3,9` or `--exclude 3 --exclude 9`, in the order given.
    init(numbers spec: CommandSpec.Option) {
        self.init(spec) { (arguments) throws(CommandLineError) in
            var numbers: [Int] = []
            for text in arguments.texts(of: spec) {
                guard let list = ParsedArguments.commaSeparatedNumbers(text) else {
                    throw .invalidValue(text, option: spec.name, expected: "whole numbers separated by commas")
                }
                numbers += list
            }
            return numbers
        }
    }
}

extension OptionKey where Value == FilePath? {
    /// A file's path, byte for byte as typed; `nil` when it is not given. An empty value names
    /// no file, and is refused.
    init(path spec: CommandSpec.Option) {
        self.init(spec) { (arguments) throws(CommandLineError) in
            guard let bytes = arguments.lastBytes(of: spec) else { return nil }
            guard let path = FilePath(bytes: bytes), !path.isEmpty else {
                throw .invalidValue(
                    arguments.texts(of: spec).last ?? "", option: spec.name, expected: "a file's path")
            }
            return path
        }
    }
}

extension OptionKey where Value == String? {
    /// An option of one value, the last given, as typed: for a command that reads it once it
    /// knows what it means (`save --draw`, by the game's draws); `nil` when it is not given.
    init(text spec: CommandSpec.Option) {
        self.init(spec) { arguments in arguments.texts(of: spec).last }
    }
}

extension OptionKey where Value == Int? {
    /// A whole number above 0, such as a draw's round, `expected` as the message says it; `nil`
    /// when it is not given.
    init(positive spec: CommandSpec.Option, expected: String = "a positive whole number") {
        self.init(spec, expected: expected) { WholeNumber.parse($0).flatMap { $0 > 0 ? $0 : nil } }
    }
}

extension OptionKey where Value == [UInt8]? {
    /// An option of one value, the last given, as the bytes typed: for a value read byte by
    /// byte (`save --qr`), so that a byte that is not UTF-8 is named as it is; `nil` when it
    /// is not given.
    init(bytes spec: CommandSpec.Option) {
        self.init(spec) { arguments in arguments.lastBytes(of: spec) }
    }
}

/// An option's spec, shared by the copies of its key.
private final class OptionSpecBox: Sendable {
    let spec: CommandSpec.Option

    init(_ spec: CommandSpec.Option) {
        self.spec = spec
    }
}
