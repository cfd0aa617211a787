/// A day of the week, Monday first (ISO 8601).
public enum Weekday: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case monday = 1
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// The day `date` falls on.
    public init(of date: CivilDate) {
        self.init(daysSince1970: date.daysSince1970)
    }

    /// The day that falls `days` days after 1970-01-01 (before it, for a negative count).
    init(daysSince1970 days: Int) {
        // 1970-01-01 was a Thursday.
        self =
            switch (days % 7 + 7) % 7 {
            case 0: .thursday
            case 1: .friday
            case 2: .saturday
            case 3: .sunday
            case 4: .monday
            case 5: .tuesday
            default: .wednesday
            }
    }

    /// `Monday`, ...
    public var description: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
