/// Where the check behind the record (`r`) stands: its sums are the check summary's store's,
/// which keeps the last check's until another ends; this says whether that one is still going,
/// or found no ticket to check, so that the view never shows sums of tickets since deleted.
enum RecordCheck: Equatable, Sendable {
    /// Not asked yet: the record has not been opened.
    case notChecked
    /// Asked for, on the worker: the store holds the last check's sums, or the pages so far.
    case checking
    /// The last check ended: the store holds its sums.
    case checked
    /// The last check found no ticket to check.
    case nothingSaved
    /// The last check failed: the status line says why, and `e` shows it whole.
    case failed
}
