/// The work a wheel may take, counted in units rather than seconds, so that the same request
/// gets the same answer (or the same refusal) on every machine.
///
/// Each step of the search and of the check is charged what it costs: a drawn set's rank
/// computed and its count touched, a ticket looked at, a move's bookkeeping, a ticket's count
/// raised and lowered in the check's walk. Each weight is what that step costs against the
/// others, so that the budget bounds a wheel's time on any machine, and ``wheel`` is the
/// longest `lotto wheel` may take (docs/commands.md says so).
struct WorkBudget {
    /// The most any wheel may take: search, split and check together.
    static let wheel = 10_000_000_000

    /// One drawn set of `drawn` numbers listed, its rank computed, and its count read or
    /// changed: 10 for a set of 6, and then each number two steps more, one of the listing and
    /// one of the rank (measured with sets of 6 to 60).
    static func rank(drawn: Int) -> Int { max(4 + drawn, 2 * drawn - 2) }
    /// One ticket compared with the drawn set a move targets.
    static let ticketLookedAt = 3
    /// What one move costs beyond its sets and tickets, with tickets of `ticketSize`: choosing,
    /// listing the numbers and the sets it changes (1,000 for tickets of 6).
    static func move(ticketSize: Int) -> Int { 700 + 50 * ticketSize }
    /// What listing the drawn sets one ticket of `ticketSize` covers costs beyond their ranks.
    static func ticketSets(ticketSize: Int) -> Int { 700 + 50 * ticketSize }
    /// One branch of the check's walk, before the tickets holding its number.
    static let branch = 50
    /// One ticket's count raised and lowered in the check's walk.
    static let holder = 8

    /// The units left.
    private(set) var left: Int
    /// Where the work spent is reported as it goes (a progress line), if anywhere: at most a
    /// thousand times over the budget, whatever the steps.
    private var meter: ProgressMeter?
    /// `left` as it was when the meter was given: what was spent since is reported.
    private var leftAtStart = 0
    /// The next report is made once `left` falls below this.
    private var reportBelow = Int.min

    init(_ units: Int) {
        left = max(0, units)
    }

    /// Reports the work spent from now on to `meter`, as units done of what is left now.
    mutating func report(to meter: ProgressMeter) {
        self.meter = meter
        leftAtStart = left
        reportBelow = left - Self.reportStep(left)
    }

    /// The units between two reports to a meter: a thousandth of the budget.
    private static func reportStep(_ units: Int) -> Int { max(1, units / 1000) }

    /// Whether nothing is left: optional work (the search's improvements) stops.
    var isExhausted: Bool { left <= 0 }

    /// Takes `units` off what is left; what must be done (a first cover, the check) is charged
    /// even past zero, so that the count stays true.
    mutating func spend(_ units: Int) {
        left -= units
        if left < reportBelow, let meter {
            meter.advance(to: leftAtStart - left)
            reportBelow = left - Self.reportStep(leftAtStart)
        }
    }
}
