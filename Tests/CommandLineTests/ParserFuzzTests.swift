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
            for (spec, numbers) in [
                (NewCommand.spec, false), (SaveCommand.spec, true), (ListCommand.spec, false),
                (BacktestCommand.spec, false),
            ] {
                do {
                    let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec)
                    _ = try parsed[NewCommand.count]
                    _ = try parsed[SeedOption.key]
                    if spec.name == BacktestCommand.spec.name { _ = try BacktestCommand.Options(parsed) }
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
