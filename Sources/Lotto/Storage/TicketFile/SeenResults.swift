/// What `lotto check --new` has shown of a store, game by game: the highest ticket id the store
/// held then and the dates of the game's draws whose results were settled and shown, each with
/// the fingerprint of the draw as checked (``DrawFingerprint``). A result (a ticket checked
/// against one of its draws) is new when its ticket's id is above the one remembered for its
/// game, its draw's date is not among the game's, or the draw's fingerprint is not the one
/// remembered: ids are never reused, a draw recorded late for an old date is still new, and so
/// is a draw corrected since.
///
/// ``SeenResultsFile`` keeps it as text: a header line, `lotto-seen 1`, then a line a game,
/// `kr645 12 2026-11-21=2fefdd645ec21669 2026-11-28=...` (the game, the highest id, the dates in
/// order, each with its draw's fingerprint). A date without one (written before fingerprints
/// were kept) matches any draw of that date, so that an upgrade shows nothing again.
package struct SeenResults: Equatable, Sendable {
    /// One game's part.
    package struct Game: Equatable, Sendable {
        /// The highest ticket id the store held when the game's results were last shown.
        package var highestID: Int
        /// The dates of the game's draws whose results were settled and shown, each with the
        /// fingerprint of the draw as checked; `nil` for one remembered without it.
        package var dates: [CivilDate: DrawFingerprint?]

        package init(highestID: Int, dates: [CivilDate: DrawFingerprint?]) {
            self.highestID = highestID
            self.dates = dates
        }
    }

    /// Each game's part, by the game's id as written (`kr645`).
    package var games: [String: Game]

    package init(games: [String: Game] = [:]) {
        self.games = games
    }

    /// Whether the result of ticket `id` of `game` for its draw of `date`, whose fingerprint is
    /// `fingerprint`, was not shown yet.
    package func isNew(id: Int, game: GameID, date: CivilDate, fingerprint: DrawFingerprint) -> Bool {
        guard let seen = games[game.rawValue], id <= seen.highestID, let remembered = seen.dates[date] else {
            return true
        }
        return remembered.map { $0 != fingerprint } ?? false
    }

    /// Remembers `game`'s results as shown, the store's highest id being `highestID`: the dates
    /// settled now, with their draws' fingerprints, join (or update) those settled before.
    package mutating func remember(_ game: GameID, highestID: Int, settled: [CivilDate: DrawFingerprint]) {
        var dates = games[game.rawValue]?.dates ?? [:]
        for (date, fingerprint) in settled { dates[date] = fingerprint }
        games[game.rawValue] = Game(highestID: max(highestID, games[game.rawValue]?.highestID ?? 0), dates: dates)
    }

    /// The header line, which makes a file lotto's.
    static let header = "lotto-seen 1"

    /// The version of a file whose header is that of a newer lotto's (`lotto-seen 2`), which
    /// this one cannot read; `nil` for any other.
    static func newerVersion(of bytes: [UInt8]) -> Int? {
        let prefix = Array("lotto-seen ".utf8)
        guard bytes.starts(with: prefix) else { return nil }
        let digits = bytes.dropFirst(prefix.count).prefix { $0 != UInt8(ascii: "\n") }
        guard let version = WholeNumber.parse(String(decoding: digits, as: UTF8.self)), version > 1 else {
            return nil
        }
        return version
    }

    /// The file's text: the header, then the games in the order of their ids, each line ended.
    var text: [UInt8] {
        var bytes = Array((Self.header + "\n").utf8)
        for (game, seen) in games.sorted(by: { $0.key < $1.key }) {
            bytes.append(contentsOf: "\(game) \(seen.highestID)".utf8)
            for (date, fingerprint) in seen.dates.sorted(by: { $0.key < $1.key }) {
                bytes.append(UInt8(ascii: " "))
                date.appendISO8601(to: &bytes)
                if let fingerprint { bytes.append(contentsOf: "=\(fingerprint.hex)".utf8) }
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Why a file's text is not what ``text`` writes: the line and the reason.
    struct FormatError: Error, Equatable {
        let line: Int
        let reason: String
    }

    /// Reads what ``text`` wrote.
    init(parsing bytes: [UInt8]) throws(FormatError) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard lines.first == Self.header, bytes.last == UInt8(ascii: "\n") else {
            throw FormatError(line: 1, reason: "not a file of results lotto has shown")
        }
        var games: [String: Game] = [:]
        // The last of the lines split is the empty one after the last newline.
        for (number, line) in zip(2..., lines.dropFirst().dropLast()) {
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count >= 2, !words[0].isEmpty, games[String(words[0])] == nil,
                let highestID = WholeNumber.parse(words[1])
            else {
                throw FormatError(line: number, reason: "expected a game, once, and a ticket id, got \(line.quoted)")
            }
            var dates: [CivilDate: DrawFingerprint?] = [:]
            for word in words.dropFirst(2) {
                let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let date = CivilDate(parts[0]) else {
                    throw FormatError(line: number, reason: "\(String(word).quoted) is not a date like 2026-11-28")
                }
                guard parts.count == 1 || DrawFingerprint(hex: parts[1]) != nil else {
                    throw FormatError(
                        line: number,
                        reason: "\(String(word).quoted) is not a date and fingerprint like 2026-11-28=2fefdd645ec21669")
                }
                let fingerprint = parts.count == 2 ? DrawFingerprint(hex: parts[1]) : nil
                dates[date] = .some(fingerprint)
            }
            games[String(words[0])] = Game(highestID: highestID, dates: dates)
        }
        self.games = games
    }
}
