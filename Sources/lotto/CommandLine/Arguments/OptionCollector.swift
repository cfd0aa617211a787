import Platform

/// The specs of the options declared while it collects, in the order declared: known to the
/// declarations being made (``Option``) through the collecting thread's slot, so that those
/// another thread makes at the same time (tests in parallel) are not mixed in.
final class OptionCollector {
    /// Only the thread that made it adds to it: no exclusivity check at run time.
    @exclusivity(unchecked) private var specs: [CommandSpec.Option] = []

    private init() {
        // The most options a command declares fit: one allocation.
        specs.reserveCapacity(16)
    }

    /// The collector of the declarations this thread is making, if any.
    static var current: OptionCollector? {
        guard let slot else { return unslotted }
        return slot.pointer.map { Unmanaged<OptionCollector>.fromOpaque($0).takeUnretainedValue() }
    }

    func add(_ spec: CommandSpec.Option) {
        specs.append(spec)
    }

    /// What `declare` declares, made once, and the specs of the options it declares, in the
    /// order declared: a command's spec takes its options from here.
    ///
    ///     enum ClearCommand: Subcommand {
    ///         struct Declared {
    ///             @Option var yes = OptionKey(flag: .init(name: "yes", shortName: "y", help: "..."))
    ///             @Option var store = PathOption.store
    ///         }
    ///         static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)
    ///         static let spec = CommandSpec(name: name, abstract: "...", options: declaredOptions)
    ///     }
    static func collect<Declared>(_ declare: () -> Declared) -> (Declared, [CommandSpec.Option]) {
        let collector = OptionCollector()
        var declared: Declared?
        if let slot {
            withExtendedLifetime(collector) {
                slot.holding(Unmanaged.passUnretained(collector).toOpaque()) { declared = declare() }
            }
        } else {
            let outer = unslotted
            unslotted = collector
            declared = declare()
            unslotted = outer
        }
        guard let declared = declared.take() else { return (declare(), collector.specs) }
        return (declared, collector.specs)
    }

    /// The slot each thread's collector is in; made on the first declarations.
    private static let slot = ThreadSlot()

    /// The collector when the system has no thread slot left to give: lotto itself declares
    /// on one thread only.
    nonisolated(unsafe) private static var unslotted: OptionCollector?
}
