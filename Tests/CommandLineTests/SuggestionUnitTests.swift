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
}
