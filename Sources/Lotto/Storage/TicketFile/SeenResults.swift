/// What `lotto check --new` has shown of a store, game by game: the highest ticket id the store
/// held then and the dates of the game's draws whose results were settled and shown. A result
/// (a ticket checked against one of its draws) is new when its ticket's id is above the one
/// remembered for its game, or its draw's date is not among the game's: ids are never reused,
/// and a draw recorded late for an old date is still new.
///
/// ``SeenResultsFile`` keeps it as text: a header line, `lotto-seen 1`, then a line a game,
/// `kr645 12 2026-11-21 2026-11-28` (the game, the highest id, the dates in order).
package struct SeenResults: Equatable, Sendable {
    /// One game's part.
    package struct Game: Equatable, Sendable {
        /// The highest ticket id the store held when the game's results were last shown.
        package var highestID: Int
        /// The dates of the game's draws whose results were settled and shown.
        package var dates: Set<CivilDate>

        package init(highestID: Int, dates: Set<CivilDate>) {
            self.highestID = highestID
            self.dates = dates
        }
    }

    /// Each game's part, by the game's id as written (`kr645`).
    package var games: [String: Game]

    package init(games: [String: Game] = [:]) {
        self.games = games
    }

    /// Whether the result of ticket `id` of `game` for its draw of `date` was not shown yet.
    package func isNew(id: Int, game: GameID, date: CivilDate) -> Bool {
        guard let seen = games[game.rawValue] else { return true }
        return id > seen.highestID || !seen.dates.contains(date)
    }

    /// Remembers `game`'s results as shown, the store's highest id being `highestID`: the dates
    /// settled now join those settled before.
    package mutating func remember(_ game: GameID, highestID: Int, settled dates: Set<CivilDate>) {
        let before = games[game.rawValue]
        games[game.rawValue] = Game(
            highestID: max(highestID, before?.highestID ?? 0), dates: dates.union(before?.dates ?? []))
    }

    /// The header line, which makes a file lotto's.
    static let header = "lotto-seen 1"

    /// The file's text: the header, then the games in the order of their ids, each line ended.
    var text: [UInt8] {
        var bytes = Array((Self.header + "\n").utf8)
        for (game, seen) in games.sorted(by: { $0.key < $1.key }) {
            bytes.append(contentsOf: "\(game) \(seen.highestID)".utf8)
            for date in seen.dates.sorted() {
                bytes.append(UInt8(ascii: " "))
                date.appendISO8601(to: &bytes)
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
            var dates = Set<CivilDate>()
            for word in words.dropFirst(2) {
                guard let date = CivilDate(word) else {
                    throw FormatError(line: number, reason: "\(String(word).quoted) is not a date like 2026-11-28")
                }
                dates.insert(date)
            }
            games[String(words[0])] = Game(highestID: highestID, dates: dates)
        }
        self.games = games
    }
}
