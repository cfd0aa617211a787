import Foundation
import TestSupport
import Testing

/// `lotto stats`, and the stable JSON and CSV forms of every command.
@Suite struct OutputFormatTests {
    private let lotto = LottoExecutable()

    /// Splits CSV (RFC 4180: quoted fields may hold commas and doubled quotes) into rows.
    private func parseCSV(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(field)
                field = ""
            } else if character == "\n" {
                row.append(field)
                rows.append(row)
                (row, field) = ([], "")
            } else {
                field.append(character)
            }
        }
        return rows
    }

    @Test func statsCountsEveryNumberOfAKnownStore() throws {
        try lotto.run(["save", "-"], stdin: "1 2 3 4 5 6\n1 2 3 4 5 7\n1 2 3 40 41 42\n")
        struct Count: Decodable {
            let count: Int
            let number: Int
        }
        struct Stats: Decodable {
            let extra: [Count]
            let game: String
            let least: [Int]
            let most: [Int]
            let numbers: [Count]
            let tickets: Int
        }
        let stats = try JSONDecoder().decode(Stats.self, from: Data(try lotto.run(["stats", "--json"]).stdout.utf8))
        let counts = Dictionary(uniqueKeysWithValues: stats.numbers.map { ($0.number, $0.count) })
        #expect(stats.tickets == 3 && stats.game == "kr645" && stats.extra.isEmpty)
        #expect(counts[1] == 3 && counts[4] == 2 && counts[6] == 1 && counts[40] == 1 && counts[45] == 0)
        #expect(stats.numbers.count == 45 && stats.most == [1, 2, 3])
        #expect(stats.least.count == 45 - 10, "ten numbers were saved, 35 never")

        lotto.environment["LANG"] = "en_US.UTF-8"
        let text = try lotto.run(["stats"], stdin: nil)
        #expect(text.lines.count == 45 + 3)
        #expect(text.lines[0].hasPrefix(" 1 ") && text.lines[0].hasSuffix(" 3") && text.lines[0].contains("█"))
        #expect(Set(text.lines.prefix(45).map(\.count)).count == 1, "rows are aligned")
        #expect(text.lines.contains("most frequent: 1,2,3"))

        let csv = parseCSV(try lotto.run(["stats", "--csv"]).stdout)
        #expect(csv[0] == ["count", "drum", "number"] && csv.count == 46)
        #expect(csv[1] == ["3", "main", "1"])
    }

    @Test func statsOfAGameWithASeparateDrumChartsBothDrums() throws {
        try lotto.run(["save", "--game", "powerball", "1", "2", "3", "4", "5", "+", "26"])
        let text = try lotto.run(["stats", "--game", "powerball"]).stdout
        #expect(text.contains("main numbers:") && text.contains("extra numbers:"))
        let csv = parseCSV(try lotto.run(["stats", "--game", "powerball", "--format", "csv"]).stdout)
        #expect(csv.count == 1 + 69 + 26 && csv.last == ["1", "extra", "26"])
    }

    @Test func csvOfListMatchesItsJSON() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--draw", "2026-11-28"])
        try lotto.run(["save", "--game", "euromillions", "1", "2", "3", "4", "5", "11", "12", "--draw", "2026-11-24"])
        try lotto.run(["save", "--game", "6/49", "1", "2", "3", "4", "5", "6"])
        struct Saved: Decodable {
            let draw: String?
            let extra: [Int]
            let game: String
            let id: Int
            let numbers: [Int]
            let round: Int?
            let saved: String
            let draws: Int
            let lastDraw: String?
            let lastRound: Int?
        }
        let json = try JSONDecoder().decode([Saved].self, from: Data(try lotto.run(["list", "--json"]).stdout.utf8))
        let csv = parseCSV(try lotto.run(["list", "--format", "csv"]).stdout)
        #expect(
            csv[0] == [
                "id", "game", "draw", "round", "numbers", "extra", "saved", "chosen", "draws", "lastDraw", "lastRound",
                "multiplier",
            ])
        #expect(csv.count == 4)
        #expect(json.map(\.draw) == ["2026-11-28", "2026-11-24", nil], "a custom game has no schedule")
        #expect(json.map(\.round) == [1252, nil, nil])
        for (row, ticket) in zip(csv.dropFirst(), json) {
            let extra: String = ticket.extra.map(String.init).joined(separator: " ")
            let numbers: String = ticket.numbers.map(String.init).joined(separator: " ")
            let round: String = ticket.round.map(String.init) ?? ""
            let expected: [String] = [
                String(ticket.id), ticket.game, ticket.draw ?? "", round, numbers, extra, ticket.saved, "",
                String(ticket.draws), ticket.lastDraw ?? "", ticket.lastRound.map(String.init) ?? "", "false",
            ]
            #expect(row == expected)
        }
        #expect(parseCSV(try lotto.run(["games", "--format", "csv"]).stdout)[1][3] == "6 of 1-45, 1 bonus ball drawn")
    }

    /// Every kind of ticket row leads with the ticket, in a fixed order a script reads by
    /// place: id, game, draw, round, numbers, extra (a drawn ticket, with neither id nor draw:
    /// game, numbers, extra), then what was saved or found.
    @Test func csvOfTicketsLeadsWithTheTicket() throws {
        let drawn = parseCSV(try lotto.run(["new", "--seed", "7", "--game", "powerball", "--csv"]).stdout)
        #expect(drawn == [["game", "numbers", "extra"], ["powerball", "33 45 51 52 63", "16"]])
        let wheel = parseCSV(
            try lotto.run(["wheel", "1", "2", "3", "4", "5", "6", "7", "--guarantee", "2if2", "--csv"]).stdout)
        #expect(wheel.first == ["game", "numbers", "extra"] && wheel.dropFirst().allSatisfy { $0.first == "kr645" })

        let savedHeader = [
            "id", "game", "draw", "round", "numbers", "extra", "saved", "chosen", "draws", "lastDraw", "lastRound",
            "multiplier",
        ]
        let saved = parseCSV(
            try lotto.run([
                "save", "--game", "powerball", "--draw", "2018-01-03", "28", "36", "41", "51", "58", "+", "1", "--csv",
            ])
            .stdout)
        #expect(saved.count == 2 && saved[0] == savedHeader)
        #expect(saved[1].dropLast(6) == ["1", "powerball", "2018-01-03", "", "28 36 41 51 58", "1"])
        #expect(saved[1].dropLast(5).last?.hasSuffix("Z") == true, "then when it was saved")
        #expect(saved[1].dropLast(4).last == "", "and how its numbers were chosen: not recorded")
        #expect(saved[1].suffix(4) == ["1", "2018-01-03", "", "false"], "how many draws, its last, no multiplier")
        try lotto.run(["save", "--draw", "1", "10", "16", "23", "29", "33", "37"])
        let list = parseCSV(try lotto.run(["list", "--csv"]).stdout)
        #expect(list.count == 3 && list[0] == savedHeader && list[1] == saved[1])
        #expect(list[2].dropLast(6) == ["2", "kr645", "2002-12-07", "1", "10 16 23 29 33 37", ""])

        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let typed = parseCSV(
            try lotto.run(["check", "--game", "powerball", "28", "36", "41", "51", "58", "+", "24", "--csv"]).stdout)
        #expect(
            typed == [
                [
                    "id", "game", "draw", "round", "numbers", "extra", "matched", "extraMatched", "tier", "prize",
                    "freePlay", "set", "afterTax", "taxNote", "claimBy", "claimNote",
                ],
                // A draw typed in: today's withholding, of the prize less today's $2 play.
                [
                    "1", "powerball", "2018-01-03", "", "28 36 41 51 58", "1", "28 36 41 51 58", "", "2", "1000000.00",
                    "false", "", "760000.48", "federal withholding only; state tax varies", "", "set by the state",
                ],
            ])
        let recorded = parseCSV(try lotto.run(["check", "--round", "1", "--csv"]).stdout)
        #expect(
            recorded == [
                [
                    "id", "game", "draw", "round", "numbers", "extra", "matched", "extraMatched", "tier", "prize",
                    "freePlay", "set", "afterTax", "taxNote", "claimBy", "claimNote",
                ],
                [
                    "2", "kr645", "2002-12-07", "1", "10 16 23 29 33 37", "", "10 23 29 33 37", "16", "2", "143934100",
                    "false", "", "112269040", "", "2003-12-08", "",
                ],
            ])
        let own = parseCSV(try lotto.run(["check", "--csv"]).stdout)
        #expect(
            own == [
                [
                    "id", "game", "draw", "round", "numbers", "extra", "matched", "extraMatched", "tier", "prize",
                    "status", "freePlay", "set", "afterTax", "taxNote", "claimBy", "claimNote", "drawn",
                ],
                [
                    "1", "powerball", "2018-01-03", "", "28 36 41 51 58", "1", "", "", "", "", "pending", "false", "",
                    "", "", "", "", "true",
                ],
                [
                    "2", "kr645", "2002-12-07", "1", "10 16 23 29 33 37", "", "10 23 29 33 37", "16", "2", "143934100",
                    "checked", "false", "", "112269040", "", "2003-12-08", "", "true",
                ],
            ])
        let deleted = parseCSV(try lotto.run(["delete", "2", "--csv"]).stdout)
        #expect(deleted == [savedHeader, list[2]], "delete prints what it removed as list does")
    }

    @Test func everyPrintingCommandTakesEachFormat() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let commands = [
            ["new"], ["list"], ["check", "1", "2", "3", "4", "5", "6", "--bonus", "7"], ["games"], ["stats"],
        ]
        for command in commands {
            for format in ["text", "json", "csv"] {
                let result = try lotto.run(command + ["--format", format])
                #expect(result.status == 0, "\(command) \(format): \(result.stderr)")
                if format == "json" {
                    #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(command)")
                }
            }
            try lotto.run(command + ["--format", "yaml"]).expectFailure(64, naming: "'yaml'")
            try lotto.run(command + ["--format", "csv", "--json"]).expectFailure(64, naming: "--json")
        }
    }
}
