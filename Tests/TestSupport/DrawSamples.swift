import Foundation

/// The real draw results in `Tests/Fixtures/draws` (copied from shared/data/draws, in the
/// layouts their publishers use; see the README there).
package enum DrawSamples {
    /// The folder of the samples.
    package static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()  // TestSupport
        url.deleteLastPathComponent()  // Tests
        return url.appendingPathComponent("Fixtures/draws").path
    }()

    /// Every sample file's name.
    package static let all = [
        "kr645-dhlottery-1-300.jsonl", "kr645-dhlottery-legacy-301-350.json", "powerball-ny-2015-2017.csv",
        "megamillions-ny-2017-2018.csv", "euromillions-uk-2004-2005.csv", "euromillions-uk-2016-2017.csv",
    ]

    package static func path(_ name: String) -> String {
        folder + "/" + name
    }

    package static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }
}
