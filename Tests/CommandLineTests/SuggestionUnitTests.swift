import Testing

@testable import lotto

/// The edit distance behind "did you mean", and how near is near enough.
@Suite struct SuggestionUnitTests {
    @Test(arguments: [
        ("new", "new", 0), ("nwe", "new", 1), ("cuont", "count", 1), ("powerbal", "powerball", 1),
        ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("ca", "abc", 3),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == distance)
    }

    @Test func aThirdOfTheWordIsNearEnough() {
        #expect(Suggestion.nearest(to: "nwe", among: ["new", "save"]) == "new")
        #expect(Suggestion.nearest(to: "xyz", among: ["new", "save"]) == nil)
        // Two edits in a six-letter word are near; in a five-letter word they are not.
        #expect(Suggestion.nearest(to: "sttats", among: ["stats"]) == "stats")
        #expect(Suggestion.nearest(to: "dlete", among: ["delete"]) == "delete")
        #expect(Suggestion.nearest(to: "PowerBal", among: ["powerball"]) == "powerball")
        // The nearest wins; a tie goes to the first.
        #expect(Suggestion.nearest(to: "cleat", among: ["clear", "delete"]) == "clear")
        #expect(Suggestion.didYouMean("nwe", among: ["new"]) == ": did you mean 'new'?")
        #expect(Suggestion.didYouMean("zzz", among: ["new"]).isEmpty)
    }

    /// A beginning that only one candidate has names it, however far the rest: `mega` is
    /// eight edits from `megamillions`. One that several have names none, and a near word
    /// still comes first.
    @Test func aBeginningOfOneCandidateNamesIt() {
        let games = ["kr645", "powerball", "megamillions", "euromillions", "eurojackpot", "loto6", "loto7", "lotto649"]
        #expect(Suggestion.nearest(to: "mega", among: games) == "megamillions")
        #expect(Suggestion.nearest(to: "MEGA", among: games) == "megamillions")
        #expect(Suggestion.nearest(to: "lott", among: games) == "lotto649")
        #expect(Suggestion.nearest(to: "euro", among: games) == nil)
        #expect(Suggestion.nearest(to: "loto", among: games) == "loto6", "one edit from loto6, first of two")
        #expect(Suggestion.nearest(to: "--gua", among: ["--game", "--guarantee"]) == "--guarantee")
        #expect(Suggestion.nearest(to: "", among: ["new"]) == nil)
        #expect(
            Suggestion.didYouMean("comp", among: ["check", "clear", "completion"]) == ": did you mean 'completion'?")
    }
}
