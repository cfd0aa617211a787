/// Why draws cannot be recorded as they are: they disagree with what is recorded, or with each
/// other. Each case names both draws and what differs.
public enum DrawConflictError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The history holds the draw's date with other figures.
    case recordedOtherwise(SourcedDraw, difference: DrawDifference)
    /// The history holds the draw's round on another date (and may hold another round on the
    /// draw's date: `onDate`).
    case roundRecordedOtherwise(SourcedDraw, recorded: RecordedDraw, onDate: RecordedDraw? = nil)
    /// The draw's round is recorded on another date, and its date holds another draw: replacing
    /// would remove two recorded draws for one.
    case matchesTwoDraws(SourcedDraw, round: RecordedDraw, date: RecordedDraw)
    /// Two draws of the input give one date different figures; `earlier` came first.
    case inconsistentInput(SourcedDraw, earlier: SourcedDraw, difference: DrawDifference)
    /// A round and the dates disagree: of two draws of a game, the later has the lower round.
    case roundsOutOfOrder(SourcedDraw, other: RecordedDraw)

    /// The draw the conflict is about, and where it came from.
    public var draw: SourcedDraw {
        switch self {
        case .recordedOtherwise(let draw, _), .roundRecordedOtherwise(let draw, _, _),
            .matchesTwoDraws(let draw, _, _), .inconsistentInput(let draw, _, _), .roundsOutOfOrder(let draw, _):
            draw
        }
    }

    /// Whether replacing what is recorded would resolve it.
    public var isResolvedByReplacing: Bool {
        switch self {
        case .recordedOtherwise, .roundRecordedOtherwise: true
        case .matchesTwoDraws, .inconsistentInput, .roundsOutOfOrder: false
        }
    }

    public var description: String {
        let prefix = draw.source.map { "\($0): " } ?? ""
        let name = draw.draw.name
        switch self {
        case .recordedOtherwise(let draw, let difference) where difference.field == "round":
            // The date is what is recorded; the round typed is not its round.
            return "\(prefix)\(draw.draw.game.id) \(draw.draw.date) is recorded as round \(difference.recorded), "
                + "not \(difference.given)"
        case .recordedOtherwise(_, let difference):
            return "\(prefix)\(name) is recorded with \(difference.field) \(difference.recorded), "
                + "not \(difference.given)"
        case .roundRecordedOtherwise(let draw, let recorded, let onDate):
            let dateHolds =
                onDate.map { ", which is recorded as " + ($0.round.map { "round \($0)" } ?? "a draw without a round") }
                ?? ""
            return "\(prefix)\(draw.draw.game.id) round \(recorded.round ?? 0) is recorded for \(recorded.date), "
                + "not \(draw.draw.date)\(dateHolds)"
        case .matchesTwoDraws(_, let round, let date):
            return "\(prefix)\(name) would replace two recorded draws, \(round.name) and \(date.name): "
                + "a draw replaces at most one"
        case .inconsistentInput(_, let earlier, let difference):
            let place = earlier.source.map { "line \($0.line)" } ?? "an earlier draw"
            return "\(prefix)\(name) has \(difference.field) \(difference.given), but \(place) gives "
                + "\(difference.recorded)"
        case .roundsOutOfOrder(let draw, let other) where draw.draw.round == other.round:
            return "\(prefix)\(name) and \(other.name) have the same round"
        case .roundsOutOfOrder(_, let other):
            return "\(prefix)\(name) and \(other.name) have rounds out of date order"
        }
    }
}

/// How two records of one draw differ: in which figure, and its value in each.
public struct DrawDifference: Hashable, Sendable {
    /// `numbers`, `round`, `tier 2 prize`.
    public let field: String
    /// The value the first (the recorded) draw has.
    public let recorded: String
    /// The value the second (the given) draw has.
    public let given: String
}
