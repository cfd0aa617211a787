/// How far a long piece of work has gone, for a view that shows it as it goes (a line redrawn
/// on a terminal): what it is doing, how much of how much, and for how long.
package struct WorkProgress: Equatable, Sendable {
    /// What the work is doing, and what it counts.
    package enum Stage: Equatable, Sendable {
        /// Drawing tickets (`lotto new -n`); counts tickets.
        case drawingTickets
        /// Searching for a wheel of fewer tickets; counts units of work, of the most it may
        /// take (``WorkBudget/wheel``): the search may end well before.
        case searchingWheel
        /// Checking a wheel over every way the draw can fall; counts units of work, of the
        /// most the check may take.
        case checkingWheel
        /// Backtesting fresh random tickets; counts draws.
        case backtestingDraws(ticketsPerDraw: Int)
        /// Backtesting tickets, saved or given, against `draws` draws; counts tickets, of a
        /// whole not known before they are read.
        case backtestingTickets(draws: Int)
        /// Reading the draws of a file to import, named as given; counts bytes.
        case readingDraws(name: String)
        /// Recording `count` draws read into the history; counts nothing.
        case recordingDraws(count: Int)
        /// Checking saved tickets (`lotto check`); counts the id of the last ticket read, of
        /// the store's highest: ids only grow through the store, so its share is how far the
        /// reading has gone, whatever tickets were deleted.
        case checkingTickets
    }

    package let stage: Stage
    /// How much is done, in the stage's units.
    package let done: Int
    /// How much there is in all, where it is known.
    package let total: Int?
    /// Seconds since the work began.
    package let seconds: Double

    package init(stage: Stage, done: Int, total: Int?, seconds: Double) {
        self.stage = stage
        self.done = done
        self.total = total
        self.seconds = seconds
    }

    /// The share done, 0 to 1, where the whole is known.
    package var fraction: Double? {
        guard let total, total > 0 else { return nil }
        return min(1, max(0, Double(done) / Double(total)))
    }

    /// About how many seconds are left at the pace so far, once there is a pace to go by (a
    /// second of work, and some done).
    package var secondsLeft: Double? {
        guard let fraction, fraction > 0, seconds >= 1 else { return nil }
        return seconds * (1 - fraction) / fraction
    }
}
