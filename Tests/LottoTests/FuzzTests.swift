import Foundation
import Testing

@testable import Lotto
@testable import lotto

/// No crash on any input: seeded random command lines and standard inputs, in process against
/// the parser and, for a sample, against the binary. Seeded, so a failure replays.
@Suite struct FuzzTests {
    private static let documentedExitCodes: Set<Int32> = [0, 64, 65, 66, 73, 74, 75]

    private static let words = [
        "new", "save", "list", "help", "-n", "--count", "--seed", "--json", "--store", "-h", "--help",
        "--version", "--", "-", "--count=", "--seed=5", "--json=1", "-n5", "--bogus", "-x", "", " ", "٣", "🎲",
        "ñ", "+5", "-0", "0", "45", "46", "18446744073709551615", "18446744073709551616",
        "99999999999999999999999", "1e3", "0x10", "--store=/nonexistent/folder/t.jsonl", "\u{0}", "\n", "-5",
    ]

    /// A random word: a known one, a number with a sign, unicode, or something very long.
    private static func word(_ generator: inout SeededRandomNumberGenerator, forBinary: Bool) -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
            return words.randomElement(using: &generator)!
        case 5, 6:
            let magnitude =
                forBinary
                ? Int.random(in: 0...5_000, using: &generator) : Int.random(in: .min ... .max, using: &generator)
            return ["", "+", "-"].randomElement(using: &generator)! + String(magnitude.magnitude)
        case 7:
            return String(Int.random(in: 1...45, using: &generator))
        case 8:
            let scalars = (0..<Int.random(in: 1...8, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 1...0x2FFF, using: &generator))
            }
            return String(String.UnicodeScalarView(scalars))
        default:
            return String(repeating: "9", count: Int.random(in: 100...(forBinary ? 2_000 : 20_000), using: &generator))
        }
    }

    private static func argumentVector(_ generator: inout SeededRandomNumberGenerator, forBinary: Bool = false)
        -> [String]
    {
        var arguments = [["new", "save", "list", "help"].randomElement(using: &generator)!]
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            arguments.append(word(&generator, forBinary: forBinary))
        }
        return arguments
    }

    /// The parser and the option validators of every command, for 10,000 vectors: they either
    /// accept or throw a usage error, and never trap (a trap would end this test process).
    @Test func tenThousandArgumentVectorsNeverTrapTheParser() {
        var generator = SeededRandomNumberGenerator(seed: 20_261_122)
        var accepted = 0
        var refused = 0
        for _ in 0..<10_000 {
            let arguments = Self.argumentVector(&generator)
            for (spec, numbers) in [(NewCommand.spec, false), (SaveCommand.spec, true), (ListCommand.spec, false)] {
                do {
                    let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: spec)
                    _ = try parsed.values["count"].map(NewCommand.parseCount)
                    _ = try parsed.values["seed"].map(NewCommand.parseSeed)
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
        #expect(accepted + refused == 30_000)
        #expect(accepted > 0 && refused > 0, "the vectors reach both outcomes")
    }

    @Test func aSampleOfArgumentVectorsThroughTheBinary() throws {
        let lotto = LottoExecutable()
        var generator = SeededRandomNumberGenerator(seed: 7_777)
        for _ in 0..<300 {
            let arguments = Self.argumentVector(&generator, forBinary: true)
            let result = try lotto.run(arguments)
            #expect(Self.documentedExitCodes.contains(result.status), "\(arguments): exit \(result.status)")
            if result.status != 0 {
                #expect(result.stderr.hasPrefix("lotto: error: "), "\(arguments): \(result.stderr)")
                #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments): one line")
            }
        }
    }

    @Test func randomStandardInputsToSaveNeverCrashAndNeverSaveHalf() throws {
        let lotto = LottoExecutable()
        var generator = SeededRandomNumberGenerator(seed: 99)
        let shapes: [(inout SeededRandomNumberGenerator) -> String] = [
            { g in
                String(
                    decoding: (0..<Int.random(in: 0...300, using: &g)).map { _ in UInt8.random(in: 0...255, using: &g)
                    }, as: UTF8.self)
            },
            { g in
                (0..<Int.random(in: 1...5, using: &g)).map { _ in
                    (1...6).map { _ in String(Int.random(in: 0...50, using: &g)) }.joined(separator: " ")
                }.joined(separator: "\r\n")
            },
            { g in String(repeating: "12 ", count: Int.random(in: 1_000...100_000, using: &g)) },
            { g in "1 2 3 4 5 6\n7 8 9 10 11 12" + (Bool.random(using: &g) ? "" : "\n") },
            { _ in "" },
        ]
        for index in 0..<60 {
            let before = lotto.storeBytes
            let input = shapes[index % shapes.count](&generator)
            let result = try lotto.run(["save", "-"], stdin: input)
            #expect(Self.documentedExitCodes.contains(result.status), "exit \(result.status)")
            if result.status == 0 {
                #expect(result.stderr.isEmpty)
            } else {
                #expect(result.stderr.hasPrefix("lotto: error: ") && result.stderr.filter { $0 == "\n" }.count == 1)
                #expect(lotto.storeBytes == before, "a refused input saves nothing")
            }
        }
    }

    @Test func randomDrawsOnStandardInputToCheckNeverCrash() throws {
        let lotto = LottoExecutable()
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        var generator = SeededRandomNumberGenerator(seed: 123)
        for index in 0..<60 {
            let input: String
            switch index % 5 {
            case 0:
                input = String(
                    decoding: (0..<Int.random(in: 0...200, using: &generator)).map { _ in
                        UInt8.random(in: 0...255, using: &generator)
                    }, as: UTF8.self)
            case 1:
                input =
                    (1...7).map { _ in String(Int.random(in: -5...60, using: &generator)) }.joined(separator: " ")
                    + "\r\n"
            case 2:
                input = "1 2 3 4 5 6 + " + String(repeating: "7 ", count: Int.random(in: 1...50_000, using: &generator))
            case 3: input = "1 2 3 4 5 6 + 7"
            default: input = ["", "\n\n", " + ", "+ 7", "1 2 3 4 5 6 +"].randomElement(using: &generator)!
            }
            let result = try lotto.run(["check", "-"], stdin: input)
            #expect(Self.documentedExitCodes.contains(result.status), "exit \(result.status)")
            if result.status != 0 {
                #expect(result.stderr.hasPrefix("lotto: error: ") && result.stderr.filter { $0 == "\n" }.count == 1)
            }
        }
    }
}
