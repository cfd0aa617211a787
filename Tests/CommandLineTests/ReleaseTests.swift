import Foundation
import Lotto
import Testing

@testable import lotto

/// The version is written once (`Release`); the changelog's newest release must be it.
@Suite struct ReleaseTests {
    private static let changelog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CHANGELOG.md")

    @Test func theChangelogsNewestReleaseIsTheVersionAndDateTheBinaryReports() throws {
        let text = try String(contentsOf: Self.changelog, encoding: .utf8)
        let releases = text.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(releases.first == "## [\(Release.version)] - \(Release.date)")
        #expect(text.contains("## [Unreleased]"))
    }

    @Test func theDateIsADay() {
        #expect(CivilDate(Release.date) != nil)
    }
}
