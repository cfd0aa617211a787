import Foundation
import TestSupport
import Testing

/// UK Lotto's fixed prizes by era, end to end: draws typed in, tickets saved and checked. A
/// match of 3 paid 10 pounds until the 2-pound line of 2013-10-05, 25 from then, 30 from
/// 2018-11-21; a match of 2 won nothing before 2015-10-10 and a free Lucky Dip after, shown as
/// such and counted apart from the money.
@Suite struct UKLottoFixedPrizeTests {
    private let lotto = LottoExecutable()

    /// The same draw, 1 2 3 4 5 6 + 7, on three Saturdays; for each, a match of 3 and a match of 2.
    private func saveTickets() throws {
        for date in ["2019-01-05", "2014-01-04", "2013-01-05"] {
            let added = try lotto.run([
                "draws", "add", "--game", "uk-lotto", "--date", date, "1", "2", "3", "4", "5", "6", "+", "7",
            ])
            #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
            try lotto.saveEach([
                ["--game", "uk-lotto", "--draw", date, "1", "2", "3", "10", "11", "12"],
                ["--game", "uk-lotto", "--draw", date, "1", "2", "20", "21", "22", "23"],
            ])
        }
    }

    @Test func eachEraPaysItsOwnFixedPrizes() throws {
        try saveTickets()
        let checked = try lotto.run(["check"])
        #expect(checked.status == 0, "\(checked.stderr)")
        // No tax in the UK; 180 days to claim, a free play too.
        #expect(
            checked.lines[0].hasSuffix("tier 5  prize 30.00 GBP  after tax 30.00 GBP  claim by 2019-07-04"),
            "\(checked.stdout)")
        #expect(checked.lines[1].hasSuffix("tier 6  prize a free Lucky Dip  claim by 2019-07-04"), "\(checked.stdout)")
        #expect(
            checked.lines[2].hasSuffix("tier 5  prize 25.00 GBP  after tax 25.00 GBP  claim by 2014-07-03"),
            "\(checked.stdout)")
        #expect(checked.lines[3].hasSuffix("no prize"), "matching 2 won nothing before 2015-10-10")
        #expect(
            checked.lines[4].hasSuffix("tier 5  prize 10.00 GBP  after tax 10.00 GBP  claim by 2013-07-04"),
            "\(checked.stdout)")
        #expect(checked.lines[5].hasSuffix("no prize"))
        // Four plays at 2.00 and two at 1.00; the Lucky Dip never in the money.
        #expect(checked.lines.contains("spent: 10.00 GBP"), "\(checked.stdout)")
        #expect(checked.lines.contains("won: 65.00 GBP and 1 free Lucky Dip"), "\(checked.stdout)")
        #expect(checked.lines.contains("net: 55.00 GBP (not counting 1 free Lucky Dip)"), "\(checked.stdout)")
        // None claimed: the Lucky Dip is counted as a play, never as money.
        #expect(checked.lines.contains("unclaimed: 4 (65.00 GBP and 1 free Lucky Dip)"), "\(checked.stdout)")
        #expect(checked.lines.contains("tier 6 (2): 1") && checked.lines.contains("no prize: 2"))
    }

    @Test func aFreePlayIsNoMoneyInJSONAndCSV() throws {
        try saveTickets()
        let json = try lotto.run(["check", "--json"])
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json.stdout)")
        #expect(objects.map { $0["freePlay"] as? Bool } == [false, true, false, false, false, false])
        #expect(objects[1]["prize"] is NSNull && objects[1]["tier"] as? Int == 6)
        #expect(objects.map { $0["prize"] as? Double } == [30, nil, 25, 0, 10, 0])
        let csv = try lotto.run(["check", "--csv"]).lines
        #expect(csv[0].hasSuffix(",tier,prize,status,freePlay,set,afterTax,taxNote,claimBy,claimNote,drawn"), "\(csv[0])")
        #expect(
            csv[2].hasSuffix(",6,,checked,true,,,,2019-07-04,,true")
                && csv[1].hasSuffix(",5,30.00,checked,false,,30.00,,2019-07-04,,true"), "\(csv)")
        let summary = try lotto.run(["check", "--summary", "--json"]).stdout
        #expect(summary.contains(#""freePlays":1,"game":"uk-lotto""#), "\(summary)")
        #expect(summary.contains(#""unknownPrizes":0,"won":65.00,"wonAfterTax":65.00}"#), "\(summary)")
        let summaryCSV = try lotto.run(["check", "--summary", "--csv"]).lines
        #expect(
            summaryCSV[0].hasSuffix(
                ",unknownPrizes,won,freePlays,wonAfterTax,afterTaxUnknown,prizesToClaim,nextClaimBy,unclaimed,unclaimedWon,"
                    + "notRecorded,notRecordedCost,tiers")
                && summaryCSV[1].contains(",0,65.00,1,65.00,0,4,2013-07-04,4,65.00,0,0.00,"), "\(summaryCSV)")
    }

    @Test func gamesListsEachErasFixedPrizes() throws {
        let text = try lotto.run(["games"]).stdout
        #expect(
            text.contains(
                "fixed prizes 2018-11-21 to 2026-06-09 (GBP): tier 2 1,000,000.00, tier 3 1,750.00, tier 4 140.00, "
                    + "tier 5 30.00, "
                    + "tier 6 a free Lucky Dip\n"), "\(text)")
        #expect(text.contains("fixed prizes 2015-10-10 to 2018-11-20 (GBP): tier 5 25.00, tier 6 a free Lucky Dip\n"))
        #expect(text.contains("fixed prizes 2013-10-05 to 2015-10-09 (GBP): tier 5 25.00\n"))
        #expect(text.contains("fixed prizes 1994-11-19 to 2013-10-04 (GBP): tier 5 10.00\n"))
        let json = try lotto.run(["games", "--json"]).stdout
        // From 2026-06-10 (two sets a draw), the ladder of the operator's prize breakdowns; 2 pays
        // 1 pound, no Lucky Dip.
        #expect(
            json.contains(
                #""fixedPrizes":{"2":1000000.00,"3":1000.00,"4":50.00,"5":10.00,"6":1.00},"freePlays":[],"id":"uk-lotto""#
            ), "\(json)")
    }
}
