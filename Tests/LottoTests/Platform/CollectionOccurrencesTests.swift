import Platform
import Testing

/// lotto's own plain searches for a string in a string, which stand in for the standard
/// library's string-processing ones (which link a regex engine): each as that one answers.
@Suite struct CollectionOccurrencesTests {
    @Test func theFirstRunIsFoundOrNot() throws {
        let text = "https://m.dhlottery.co.kr/?v=1236m061722273744"
        let found = try #require(text.firstRange(ofRun: "v="))
        #expect(text[found.lowerBound...] == "v=1236m061722273744")
        #expect("aaab".firstRange(ofRun: "ab").map { "aaab"[$0] } == "ab")
        #expect("abc".firstRange(ofRun: "abcd") == nil)
        #expect("abc".firstRange(ofRun: "") == "abc".startIndex..<"abc".startIndex)
        #expect(text.containsRun("dhlottery.co.kr"))
        #expect(!"dhlottery.co".containsRun("dhlottery.co.kr"))
    }

    @Test func splittingAtARunKeepsOrOmitsTheEmptyParts() {
        #expect("a · b ·  · c".split(atRun: " · ").map(String.init) == ["a", "b", "c"])
        #expect("3if4".split(atRun: "if", omittingEmptySubsequences: false).map(String.init) == ["3", "4"])
        #expect("if".split(atRun: "if", omittingEmptySubsequences: false).map(String.init) == ["", ""])
        #expect("one\n\ntwo\n\n".split(atRun: "\n\n").map(String.init) == ["one", "two"])
        #expect("none".split(atRun: ", ").map(String.init) == ["none"])
        #expect("".split(atRun: ", ").isEmpty)
    }

    @Test func aPrefixIsDroppedOnceAndEveryRunReplaced() {
        #expect("  x".dropping(prefix: " ") == " x")
        #expect("x".dropping(prefix: " ") == "x")
        #expect("it's".replacingEvery("'", with: #"'\''"#) == #"it'\''s"#)
        #expect(#"a"b""#.replacingEvery("\"", with: "\"\"") == #"a""b"""#)
        #expect("a:b:c".replacingEvery(":", with: "\\:") == #"a\:b\:c"#)
        #expect("abc".replacingEvery("", with: "x") == "abc")
    }
}
