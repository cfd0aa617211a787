/// The recorded draws of every game, in one order: by game id, then by date.
public struct DrawHistory: Equatable, Sendable {
    /// Every recorded draw, by game id, then by date.
    public private(set) var draws: [RecordedDraw]

    /// The history of `draws`, put in order.
    public init(_ draws: [RecordedDraw] = []) {
        // A history read back is in order already: checking costs less than sorting.
        let ordered = zip(draws, draws.dropFirst()).allSatisfy { !Self.precedes($1, $0) }
        self.draws = ordered ? draws : draws.sorted(by: Self.precedes)
    }

    /// The history of `draws`, which are in its order already.
    init(ordered draws: [RecordedDraw]) {
        self.draws = draws
    }

    /// The order of the history: by game id, then by date.
    static func precedes(_ lhs: RecordedDraw, _ rhs: RecordedDraw) -> Bool {
        (lhs.game.id.rawValue, lhs.date) < (rhs.game.id.rawValue, rhs.date)
    }

    /// The draws of `game`, oldest first.
    public func draws(of game: GameID) -> ArraySlice<RecordedDraw> {
        let start = draws.partitioningIndex { $0.game.id.rawValue >= game.rawValue }
        let end = draws[start...].partitioningIndex { $0.game.id.rawValue > game.rawValue }
        return draws[start..<end]
    }

    /// The draw of `game` recorded on `date`, if any: a binary search, so that looking up every
    /// draw of an import costs `log n`, not `n`.
    public func draw(of game: GameID, on date: CivilDate) -> RecordedDraw? {
        index(of: game, on: date).map { draws[$0] }
    }

    /// The index in ``draws`` of the draw of `game` recorded on `date`, if any.
    func index(of game: GameID, on date: CivilDate) -> Int? {
        let draws = draws(of: game)
        let index = draws.partitioningIndex { $0.date >= date }
        return index < draws.endIndex && draws[index].date == date ? index : nil
    }

    /// The games with recorded draws, in id order.
    public var games: [GameID] {
        var games: [GameID] = []
        for draw in draws where games.last != draw.game.id {
            games.append(draw.game.id)
        }
        return games
    }

    public var isEmpty: Bool { draws.isEmpty }

    /// Removes the draw of `game` recorded on `date`; whether there was one.
    @discardableResult
    mutating func removeDraw(of game: GameID, on date: CivilDate) -> Bool {
        guard let index = index(of: game, on: date) else { return false }
        draws.remove(at: index)
        return true
    }
}

extension Collection {
    /// The first index whose element satisfies `belongsToSecondPart`, for a collection
    /// partitioned by it (every element that does comes after every one that does not).
    func partitioningIndex(where belongsToSecondPart: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsToSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
