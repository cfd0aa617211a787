import Lotto

/// Ids of saved tickets in words: for messages, `#3`, `#3 to #7`, `#2, #4, #9 to #12`; and as
/// typed, `7` or `#7`.
enum TicketIDs {
    /// Runs of consecutive ids shown as ranges, at most ten runs, then how many ids remain.
    static func text(_ ids: some Sequence<Int>) -> String {
        var runs: [ClosedRange<Int>] = []
        for id in ids {
            if let last = runs.last, last.upperBound < Int.max, id == last.upperBound + 1 {
                runs[runs.count - 1] = last.lowerBound...id
            } else {
                runs.append(id...id)
            }
        }
        let shown = runs.prefix(10).map { run in
            switch run.count {
            case 1: "#\(run.lowerBound)"
            case 2: "#\(run.lowerBound), #\(run.upperBound)"
            default: "#\(run.lowerBound) to #\(run.upperBound)"
            }
        }
        let rest = runs.dropFirst(10).reduce(0) { $0 + $1.count }
        return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }

    /// The ids typed, each with or without its `#`: `7`, `#7`.
    ///
    /// - Throws: a usage error naming the first word that is not an id.
    static func parse(_ words: [String]) throws(CommandLineError) -> Set<Int> {
        var ids = Set<Int>()
        for word in words {
            guard let id = WholeNumber.parse(word.hasPrefix("#") ? word.dropFirst() : word[...]), id > 0 else {
                throw .usage("\(word.quoted) is not a ticket id")
            }
            ids.insert(id)
        }
        return ids
    }
}
