import Testing

@testable import Lotto

@Suite struct QuotingTests {
    @Test func quotedValuesStayOnOneShortLine() {
        #expect("x".quoted == "'x'")
        #expect("a\nb\u{1B}[31m\t".quoted == #"'a\nb\u{1B}[31m\t'"#)
        let long = String(repeating: "9", count: 500).quoted
        #expect(long.count == 62 && long.hasSuffix("...'"))
    }
}
