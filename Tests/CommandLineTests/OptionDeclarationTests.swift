import Foundation
import Testing

@testable import lotto

/// Options declared once: each command's spec lists exactly the options it declares, in the
/// order declared; it reads each through its declaration, never by name, and never one it does
/// not declare; and what needs a command's name gets it from the command that runs.
@Suite struct OptionDeclarationTests {
    /// Every command's spec, and the specs its declarations make when made afresh.
    static let commands: [(spec: CommandSpec, declared: [CommandSpec.Option])] = [
        (NewCommand.spec, OptionCollector.collect(NewCommand.Declared.init).1),
        (WheelCommand.spec, OptionCollector.collect(WheelCommand.Declared.init).1),
        (SaveCommand.spec, OptionCollector.collect(SaveCommand.Declared.init).1),
        (ListCommand.spec, OptionCollector.collect(ListCommand.Declared.init).1),
        (CheckCommand.spec, OptionCollector.collect(CheckCommand.Declared.init).1),
        (DeleteCommand.spec, OptionCollector.collect(DeleteCommand.Declared.init).1),
        (ClearCommand.spec, OptionCollector.collect(ClearCommand.Declared.init).1),
        (DrawsCommand.spec, OptionCollector.collect(DrawsCommand.Declared.init).1),
        (DrawsImportCommand.spec, OptionCollector.collect(DrawsImportCommand.Declared.init).1),
        (DrawsAddCommand.spec, OptionCollector.collect(DrawsAddCommand.Declared.init).1),
        (DrawsDeleteCommand.spec, OptionCollector.collect(DrawsDeleteCommand.Declared.init).1),
        (DrawsUpdateCommand.spec, OptionCollector.collect(DrawsUpdateCommand.Declared.init).1),
        (DrawsStatsCommand.spec, OptionCollector.collect(DrawsStatsCommand.Declared.init).1),
        (BacktestCommand.spec, OptionCollector.collect(BacktestCommand.Declared.init).1),
        (StatsCommand.spec, OptionCollector.collect(StatsCommand.Declared.init).1),
        (GamesCommand.spec, OptionCollector.collect(GamesCommand.Declared.init).1),
        (UICommand.spec, OptionCollector.collect(UICommand.Declared.init).1),
        (ClaimCommand.spec, OptionCollector.collect(ClaimCommand.Declared.init).1),
        (CompletionCommand.spec, OptionCollector.collect(CompletionCommand.Declared.init).1),
        (LottoCommand.helpSpec, OptionCollector.collect(LottoCommand.HelpDeclared.init).1),
    ]

    /// An option as help, the parser and the completions see it, to compare two.
    private static func described(_ option: CommandSpec.Option) -> String {
        "\(option.label) \(option.help) default=\(option.defaultValue ?? "none") required=\(option.isRequired) "
            + "repeatable=\(option.isRepeatable) example=\(option.example ?? "none")"
    }

    @Test func everyCommandsSpecListsExactlyItsDeclarationsInTheirOrder() {
        for (spec, declared) in Self.commands {
            #expect(!declared.isEmpty, "\(spec.name) declares nothing")
            #expect(spec.options.map(Self.described) == declared.map(Self.described), "\(spec.name)")
        }
        // Every command is above.
        let covered = Set(Self.commands.map(\.spec.name))
        #expect(LottoCommand.allSpecs.filter { !covered.contains($0.name) }.isEmpty)
    }

    /// A declaration's spec is listed where it is declared: groups in place, each of their
    /// options in the group's order.
    @Test func optionsAreListedInTheOrderDeclaredGroupsInPlace() {
        struct Sample {
            @Option var zebra = OptionKey(flag: .init(name: "zebra", help: "Z."))
            let format = FormatOption(json: "samples.")
            let range = DrawRangeOptions()
            @Option var apple = OptionKey(text: .init(name: "apple", valueName: "a", help: "A."))
        }
        let (sample, specs) = OptionCollector.collect(Sample.init)
        #expect(specs.map(\.name) == ["zebra", "format", "json", "csv", "color", "from", "to", "last", "apple"])
        #expect(specs[2].help == "Short for --format json: samples.")
        #expect(sample.apple.spec.name == "apple")
        // Made outside a collection, declarations say nothing to the next one.
        _ = Sample()
        #expect(OptionCollector.collect(Sample.init).1.count == specs.count)
    }

    /// Declarations made at the same time on other tasks (tests run in parallel) each list
    /// only their own.
    @Test func declarationsMadeAtOnceEachCollectTheirOwn() async {
        let new = OptionCollector.collect(NewCommand.Declared.init).1.map(\.name)
        let save = OptionCollector.collect(SaveCommand.Declared.init).1.map(\.name)
        #expect(new != save)
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    index.isMultiple(of: 2)
                        ? OptionCollector.collect(NewCommand.Declared.init).1.map(\.name) == new
                        : OptionCollector.collect(SaveCommand.Declared.init).1.map(\.name) == save
                }
            }
            for await same in group { #expect(same) }
        }
    }

    /// A key read by a command that does not declare it is lotto's own error, never a value
    /// read by name from another command's options.
    @Test func aKeyTheCommandDoesNotDeclareIsRefused() throws {
        let parsed = try ParsedArguments(["--yes"], spec: ClearCommand.spec)
        #expect(try parsed[ClearCommand.declared.yes])
        let error = #expect(throws: CommandLineError.self) { try parsed[NewCommand.declared.count] }
        #expect(error?.exitCode == .software)
        #expect(error?.message == "lotto reads '--count', which the command does not declare")
    }

    /// A command reads its options in its own order, not its help's: `new` reads `--count`,
    /// then `--seed`, then `--game`, though help lists `--game` second.
    @Test func errorsComeInTheOrderTheCommandReads() {
        let seedFirst = InProcessCommandTests().run(["new", "--game", "zzz", "--seed", "x"])
        #expect(seedFirst.status == ExitCode.usage.rawValue)
        #expect(seedFirst.stderr.hasPrefix("lotto: error: invalid value 'x' for '--seed'"), "\(seedFirst.stderr)")
        let countFirst = InProcessCommandTests().run(["new", "--seed", "x", "--count", "0"])
        #expect(countFirst.stderr.hasPrefix("lotto: error: invalid value '0' for '--count'"), "\(countFirst.stderr)")
    }

    /// A message that names the command is worded by the one that runs, which nothing passes
    /// down: `nothing to backtest`, `save them in parts`.
    @Test func aMessageNamingTheCommandNamesTheOneThatRuns() {
        let error = CommandLineError.naming({ "nothing to \($0): no tickets on standard input" }, exitCode: .noInput)
        #expect(error.raised(by: "backtest").message == "nothing to backtest: no tickets on standard input")
        #expect(error.raised(by: "save").description == "nothing to save: no tickets on standard input")
        #expect(error.raised(by: "save").exitCode == .noInput)
        let usage = CommandLineError.usage("bad")
        #expect(usage.raised(by: "new").description == "bad (see 'lotto new --help')")
    }

    /// Lines of lotto's source that read an option by its name, or pass a command's name down.
    static func readsByName(in source: String) -> [String] {
        let forbidden = [
            #"texts\(of: *""#, #"isGiven\( *""#, #"lastBytes\(of: *""#, #"for: spec\.name"#,
            #"StandardInputTickets\.read[A-Za-z]*\(.*for: *""#,
        ]
        return source.split(separator: "\n").map(String.init).filter { line in
            forbidden.contains { line.range(of: $0, options: .regularExpression) != nil }
        }
    }

    @Test func theScanFindsAReadByName() {
        #expect(Self.readsByName(in: #"let json = arguments.isGiven("json")"#).count == 1)
        #expect(Self.readsByName(in: #"return try X(named: arguments.texts(of: "game"))"#).count == 1)
        #expect(
            Self.readsByName(in: #"read = try StandardInputTickets.read(context, game: g, for: "save")"#).count == 1)
        #expect(Self.readsByName(in: "let json = arguments.isGiven(jsonKey)").isEmpty)
    }

    @Test func noOptionIsReadByNameAnywhereInLotto() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/lotto")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var scanned = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            let lines = Self.readsByName(in: try String(contentsOf: file, encoding: .utf8))
            #expect(lines.isEmpty, "\(file.lastPathComponent): \(lines)")
            scanned += 1
        }
        #expect(scanned > 100, "the scan reads lotto's sources")
    }
}
