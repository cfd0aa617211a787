/// Why a summary could not be asked for as given. The command line words it, with its flags.
package enum CheckSummaryRequestError: Error, Equatable, CustomStringConvertible {
    /// The first day counted (the first date) is after the last (the second).
    case sinceAfterUntil(CivilDate, CivilDate)

    package var description: String {
        switch self {
        case .sinceAfterUntil(let since, let until): "the first day, \(since), is after the last, \(until)"
        }
    }
}
