import TestSupport
import Testing

@testable import Lotto
@testable import lotto

/// No trap on any command line: seeded random argument vectors through the parser and every
/// command's option checks, in process.
@Suite struct ParserFuzzTests {
    /// The parser and the option validators of every command, for 10,000 vectors: they either
    /// accept or throw a usage error, and never trap (a trap would end this test process).
    @Test func tenThousandArgumentVectorsNeverTrapTheParser() {
        var generator = SeededRandomNumberGenerator(seed: 20_261_122)
        var accepted = 0
        var refused = 0
        for _ in 0..<10_000 {
            let arguments = ArgumentVectors.argumentVector(&generator)
            // Each command reads its own options: a key it does not declare is refused.
            let commands: [(CommandSpec, Bool, (ParsedArguments) throws -> Void)] = [
                (NewCommand.spec, false, { _ = try NewCommand.Options($0) }),
                (
                    SaveCommand.spec, true,
                    { parsed in
                        _ = try parsed[SaveCommand.declared.multiDraw]
                        _ = try parsed[SaveCommand.declared.multiplier]
                        _ = try parsed[FormatOption.key]
                    }
                ),
                (ListCommand.spec, false, { _ = try SavedTicketOptions($0, game: ListCommand.declared.game) }),
                (BacktestCommand.spec, false, { _ = try BacktestCommand.Options($0) }),
            ]
            for (spec, numbers, read) in commands {
                do {
                    let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec)
                    try read(parsed)
                    if numbers, parsed.positionals.count == 6 {
                        _ = try LottoTicket(numbers: parsed.positionals.map { try LottoTicket.parseNumber($0[...]) })
                    }
                    accepted += 1
                } catch let error as CommandLineError {
                    #expect(error.exitCode == .usage)
                    #expect(!error.message.isEmpty)
                    refused += 1
                } catch is TicketError {
                    refused += 1
                } catch {
                    Issue.record("unexpected \(error) for \(arguments)")
                }
            }
        }
        #expect(accepted + refused == 40_000)
        #expect(accepted > 0 && refused > 0, "the vectors reach both outcomes")
    }
}
