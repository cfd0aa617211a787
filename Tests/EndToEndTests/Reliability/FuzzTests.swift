import Foundation
import TestSupport
import Testing

@testable import Lotto

/// No crash on any input: seeded random command lines and standard inputs through the binary
/// (the parser alone takes 10,000 in `ParserFuzzTests`). Seeded, so a failure replays.
@Suite struct FuzzTests {
    private static let documentedExitCodes: Set<Int32> = [0, 64, 65, 66, 73, 74, 75]

    @Test func aSampleOfArgumentVectorsThroughTheBinary() throws {
        let lotto = LottoExecutable()
        var generator = SeededRandomNumberGenerator(seed: 7_777)
        for _ in 0..<300 {
            let arguments = ArgumentVectors.argumentVector(&generator, forBinary: true)
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
                // A line saved again for the same draw is saved with a warning, and only that.
                #expect(
                    result.stderr.split(separator: "\n").allSatisfy {
                        $0.hasPrefix("lotto: warning: ticket ") && $0.contains(" repeats ticket ")
                    }, "\(result.stderr)")
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

    /// The lotteries' own files, each damaged at a random place (a byte dropped, changed or
    /// added, a line doubled, the file cut short): every import either succeeds or fails with
    /// one line and a documented exit code, and a failed one records nothing.
    @Test func damagedDrawFilesNeverCrashAndNeverRecordHalf() throws {
        let lotto = LottoExecutable()
        let history = lotto.home.file("data/lotto/draws.jsonl")
        try lotto.run(["draws", "add", "--date", "2002-12-07", "10", "23", "29", "33", "37", "40", "+", "16"])
        var generator = SeededRandomNumberGenerator(seed: 11_11)
        let samples = try DrawSamples.all.map { Array(try DrawSamples.bytes($0).prefix(4_000)) }
        var outcomes: [Int32: Int] = [:]
        for index in 0..<80 {
            var bytes = samples[index % samples.count]
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: bytes.remove(at: position)
            case 1: bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 2: bytes.insert(Array("0123456789,{}[]\":- \n".utf8).randomElement(using: &generator)!, at: position)
            case 3: bytes.removeSubrange(position...)
            default:
                let lineStart = bytes[..<position].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let lineEnd = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                bytes.insert(contentsOf: bytes[lineStart..<lineEnd] + [UInt8(ascii: "\n")], at: lineStart)
            }
            let before = FileManager.default.contents(atPath: history)
            let result = try lotto.run(["draws", "import", "-"], stdin: String(decoding: bytes, as: UTF8.self))
            outcomes[result.status, default: 0] += 1
            #expect([0, 65, 66].contains(result.status), "exit \(result.status): \(result.stderr)")
            if result.status != 0 {
                #expect(result.stderr.hasPrefix("lotto: error: ") && result.stderr.filter { $0 == "\n" }.count == 1)
                #expect(FileManager.default.contents(atPath: history) == before, "a refused file records nothing")
            }
        }
        #expect(outcomes[0, default: 0] > 0 && outcomes[65, default: 0] > 0, "\(outcomes): both outcomes reached")
    }
}
