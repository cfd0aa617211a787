import Testing

@testable import lotto

/// One way to say each thing: the same option means the same on every command.
@Suite struct OptionConsistencyTests {
    @Test(arguments: LottoCommand.allSpecs.map(\.name))
    func everyCommandWithFormatHasItsShortFormsAndColor(command: String) throws {
        let spec = try #require(LottoCommand.allSpecs.first { $0.name == command })
        let names = Set(spec.options.map(\.name))
        if names.contains("format") {
            #expect(names.isSuperset(of: ["json", "csv", "color"]), "\(command) has \(names.sorted())")
        } else {
            #expect(names.isDisjoint(with: ["json", "csv"]), "\(command) has a short form of a --format it lacks")
        }
    }

    @Test func anOptionOfOneNameTakesTheSameKindOfValueEverywhere() {
        var valueNames: [String: Set<String?>] = [:]
        for spec in LottoCommand.allSpecs {
            for option in spec.options { valueNames[option.name, default: []].insert(option.valueName) }
        }
        for (name, kinds) in valueNames {
            #expect(kinds.count == 1, "--\(name) takes \(kinds.map { $0 ?? "no value" }.sorted())")
        }
        #expect(valueNames["draws"] == ["path"] && valueNames["store"] == ["path"])
    }
}
