/// How long a publisher may take to publish a draw's results after it is held.
package struct PublicationGrace: Equatable, Sendable, CustomStringConvertible {
    package let hours: Int

    package init(hours: Int) {
        self.hours = hours
    }

    /// `12 hours`, `2 days`.
    package var description: String {
        hours % 24 == 0 && hours >= 48 ? "\(hours / 24) days" : "\(hours) hour\(hours == 1 ? "" : "s")"
    }

    /// The moment `hours` before `moment`.
    func before(_ moment: Timestamp) -> Timestamp {
        Timestamp(secondsSince1970: moment.secondsSince1970 - Int64(hours) * 3_600)
    }
}

extension DrawPublisher {
    /// How long after a draw of `game` its publisher has its results out, with a margin: a
    /// history that, after an update, still ends before the last draw held this long ago is
    /// behind (exit 75). docs/commands.md ("Behind the schedule") cites each.
    ///
    /// dhlottery shows a round the evening it is drawn (20:35 KST, on air), and the National
    /// Lottery its draws the same evening: half a day covers a late night. New York's Open Data
    /// files come a day or so later: two days.
    package func publicationGrace(of game: GameID) -> PublicationGrace {
        switch self {
        case .dhlottery, .nationalLottery: PublicationGrace(hours: 12)
        case .newYorkOpenData: PublicationGrace(hours: 48)
        }
    }
}
