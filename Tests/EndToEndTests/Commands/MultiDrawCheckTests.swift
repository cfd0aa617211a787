import Foundation
import TestSupport
import Testing

/// A check of multi-draw tickets says what a check of the same ticket-draws saved as single
/// tickets says: the same results (each line naming which of the ticket's draws it is), the
/// same summary, by month too, and the same new results. Two stores of kr645 draws 66-300:
/// 100 tickets for the 52 draws from 2004-03-06 (across the price's change of 2004-08-07)
/// and 3 for the 10 from 2008-07-12 (the last two held, not recorded), each once as multi-draw
/// tickets and once as a single ticket a draw: 5,230 results, more than a page of them.
@Suite struct MultiDrawCheckTests {
    private let multi = LottoExecutable()
    private let single = LottoExecutable()

    /// The spans saved: their first draw, how many draws, and the tickets.
    private static let spans = [("2004-03-06", 52, 100), ("2008-07-12", 10, 3)]

    init() throws {
        for lotto in [multi, single] {
            try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        }
        for (first, count, tickets) in Self.spans {
            let lines = try multi.run(["new", "-n", "\(tickets)", "--seed", "\(count)", "--game", "kr645"]).stdout
            let saved = try multi.run(
                ["save", "-", "--game", "kr645", "--draw", first, "--multi-draw", "\(count)"], stdin: lines)
            #expect(saved.status == 0, "\(saved.stderr)")
            for week in 0..<count {
                let draw = try #require(Self.date(first, plusWeeks: week))
                let one = try single.run(["save", "-", "--game", "kr645", "--draw", draw], stdin: lines)
                #expect(one.status == 0, "\(one.stderr)")
            }
        }
        // The checks' clock, fixed: the claim deadlines passed, the draws held. (The saves,
        // a hundred of them, run on the real one: faketime's wrapper fails now and then when
        // many start at once.)
        for lotto in [multi, single] {
            lotto.clock = "2026-11-30 12:00:00"
        }
    }

    /// `first` and `weeks` weeks later, as `yyyy-mm-dd`.
    private static func date(_ first: String, plusWeeks weeks: Int) -> String? {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd"
        return format.date(from: first).map { format.string(from: $0.addingTimeInterval(Double(weeks) * 7 * 86_400)) }
    }

    /// Text whose ticket ids (`#12`, padded to the store's highest) are taken out: the two
    /// stores number the same ticket-draws apart.
    private func withoutIDs(_ text: String) -> String {
        text.replacing(#/#\d+ */#, with: "#")
    }

    @Test func theResultsAreThoseOfTheSameSingleTicketsEachNamingItsPlaceInTheSpan() throws {
        let fromMulti = try multi.run(["check"])
        let fromSingle = try single.run(["check"])
        #expect(fromMulti.status == 0 && fromSingle.status == 0, "\(fromMulti.stderr)")
        #expect(fromMulti.stderr == fromSingle.stderr)
        let results = fromMulti.lines.filter { $0.hasPrefix("#") }
        #expect(results.count == 5_230)
        // Ticket by ticket, each draw in turn, `1 of 52` to `52 of 52`.
        var expected: [(id: Int, place: Int, of: Int)] = []
        var id = 0
        for (_, count, tickets) in Self.spans {
            for _ in 0..<tickets {
                id += 1
                expected += (1...count).map { (id, $0, count) }
            }
        }
        let span = #/^#(\d+) .*  draw (\d{4}-\d\d-\d\d) \(round \d+\), (\d+) of (\d+)  /#
        let found = results.compactMap { line in
            line.firstMatch(of: span).map { (Int($0.1) ?? 0, String($0.2), Int($0.3) ?? 0, Int($0.4) ?? 0) }
        }
        #expect(found.count == results.count)
        #expect(found.map { [$0.0, $0.2, $0.3] } == expected.map { [$0.id, $0.place, $0.of] })
        // Each place names its draw: the span's first, then a week later each.
        let firsts = Dictionary(uniqueKeysWithValues: Self.spans.map { ($0.1, $0.0) })
        #expect(found.allSatisfy { Self.date(firsts[$0.3] ?? "", plusWeeks: $0.2 - 1) == $0.1 })
        // Without the place, the same lines as the single tickets', and the same summary.
        let asSingle = results.map { withoutIDs($0.replacing(#/, \d+ of \d+  /#, with: "  ")) }
        let singleResults = fromSingle.lines.filter { $0.hasPrefix("#") }.map(withoutIDs)
        #expect(asSingle.sorted() == singleResults.sorted())
        #expect(
            fromMulti.lines.filter { !$0.hasPrefix("#") } == fromSingle.lines.filter { !$0.hasPrefix("#") })
        #expect(fromMulti.stderr.contains("not recorded"), "\(fromMulti.stderr)")
    }

    @Test(arguments: [["--json"], ["--csv"], ["--winners", "--csv"]])
    func theRecordsAreThoseOfTheSameSingleTickets(format: [String]) throws {
        let fromMulti = try multi.run(["check"] + format)
        let fromSingle = try single.run(["check"] + format)
        #expect(fromMulti.status == 0 && fromSingle.status == 0)
        // Each record without its id, in a stable form: a CSV row, or a JSON object's keys sorted.
        func records(_ output: String) throws -> [String] {
            guard format.contains("--json") else {
                return output.split(separator: "\n").map { String($0.replacing(#/^\d+,/#, with: "")) }.sorted()
            }
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
            return try objects.map { object in
                var object = object
                object["id"] = nil
                let bytes = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
                return String(decoding: bytes, as: UTF8.self)
            }.sorted()
        }
        let fromMultiRecords = try records(fromMulti.stdout)
        #expect(format.contains("--winners") ? fromMultiRecords.count > 10 : fromMultiRecords.count >= 5_230)
        #expect(fromMultiRecords == (try records(fromSingle.stdout)))
    }

    @Test(arguments: [
        ["--summary"], ["--summary", "--json"], ["--summary", "--csv"], ["--summary", "--by", "month"],
        ["--summary", "--by", "month", "--json"], ["--summary", "--by", "year", "--since", "2004-06-01"],
    ])
    func theSummaryIsThatOfTheSameSingleTickets(options: [String]) throws {
        let fromMulti = try multi.run(["check"] + options)
        let fromSingle = try single.run(["check"] + options)
        #expect(fromMulti.status == 0 && fromSingle.status == 0, "\(fromMulti.stderr)")
        #expect(!fromMulti.stdout.isEmpty)
        // The prizes to claim name their tickets by id: the rest is the same, line for line.
        func withoutTicketIDs(_ output: String) -> String {
            withoutIDs(output).replacing(#/"id":\d+/#, with: "")
        }
        #expect(withoutTicketIDs(fromMulti.stdout) == withoutTicketIDs(fromSingle.stdout))
        #expect(fromMulti.stderr == fromSingle.stderr)
    }

    @Test func newResultsAreThoseOfTheSameSingleTicketsThenNone() throws {
        let fromMulti = try multi.run(["check", "--new"])
        let fromSingle = try single.run(["check", "--new"])
        #expect(fromMulti.status == 0 && fromSingle.status == 0, "\(fromMulti.stderr)")
        let results = fromMulti.lines.filter { $0.hasPrefix("#") }
        // The settled ones: all but the two draws held and not recorded of the 3 last tickets.
        #expect(results.count == 5_224)
        #expect(
            results.map { withoutIDs($0.replacing(#/, \d+ of \d+  /#, with: "  ")) }.sorted()
                == fromSingle.lines.filter { $0.hasPrefix("#") }.map(withoutIDs).sorted())
        #expect(fromMulti.lines.filter { !$0.hasPrefix("#") } == fromSingle.lines.filter { !$0.hasPrefix("#") })
        #expect(try multi.run(["check", "--new"]).stdout.isEmpty)
        #expect(try single.run(["check", "--new"]).stdout.isEmpty)
    }
}
