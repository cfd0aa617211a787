/// An option of a command, declared once: a stored property of the command (or of a group of
/// options several commands share, such as ``FormatOption``) holding its key, which carries its
/// spec, its parse and its typed value (`@Option var count = OptionKey(...)`, read as
/// `try arguments[declared.count]`), as swift-argument-parser's `@Option` does, without the
/// package. ``OptionCollector/collect(_:)`` makes a command's declarations once.
///
/// Making it says its spec to the declarations being collected, if any: the command's spec
/// lists its options in the order they are declared, taken from the declarations themselves,
/// never from a list kept beside them, and without reflection (which makes types' metadata at
/// run time, kept off every start-up; see Package.swift).
///
/// The value is read when the command asks, not when the declaration is made: a command
/// reports its options' errors in the order it reads them, which need not be the order its
/// help lists them in.
@propertyWrapper
struct Option<Value>: Sendable {
    let wrappedValue: OptionKey<Value>

    init(wrappedValue key: consuming OptionKey<Value>) {
        OptionCollector.current?.add(key.spec)
        wrappedValue = key
    }
}
