/// "Did you mean": the known word nearest to a mistyped one, by edit distance, as
/// swift-argument-parser, git and cargo suggest, or the one word a beginning names. A swapped
/// pair of letters is one edit, so `nwe` is one edit from `new` and `--cuont` one from
/// `--count`; `mega` begins `megamillions` alone.
enum Suggestion {
    /// The candidate nearest to `typed`, when one is near enough to be what was meant: at most
    /// a third of the typed word's length away (at least one edit, at most three), a tie going
    /// to the first candidate; else the one candidate that `typed` begins, if only one does
    /// (a word cut short is too far from a long one to be an edit of it). Letters compare in
    /// any case.
    static func nearest(to typed: String, among candidates: some Sequence<String>) -> String? {
        let word = Array(typed.lowercased())
        let allowed = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        var begun: [String] = []
        for candidate in candidates {
            let lowered = Array(candidate.lowercased())
            let distance = editDistance(word, lowered, atMost: allowed)
            if distance <= allowed && distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
            if !word.isEmpty && lowered.count > word.count && lowered.starts(with: word) {
                begun.append(candidate)
            }
        }
        return best?.candidate ?? (begun.count == 1 ? begun[0] : nil)
    }

    /// `: did you mean 'x'?` after a message, or nothing when no candidate is near.
    static func didYouMean(_ typed: String, among candidates: some Sequence<String>) -> String {
        nearest(to: typed, among: candidates).map { ": did you mean \($0.quoted)?" } ?? ""
    }

    /// The edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`: the
    /// optimal string alignment distance. When the lengths alone differ by more than `limit`,
    /// their difference: less than the distance, but already past the limit.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int = .max) -> Int {
        // The lengths alone differ by more than the limit: no need to count.
        guard abs(a.count - b.count) <= limit else { return abs(a.count - b.count) }
        guard !a.isEmpty else { return b.count }
        // Three rows of the usual table: the one before last, the last, the current.
        var twoBefore = [Int](repeating: 0, count: b.count + 1)
        var before = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = before[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(before[j] + 1, current[j - 1] + 1, substitution)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBefore[j - 2] + 1)
                }
            }
            (twoBefore, before, current) = (before, current, twoBefore)
        }
        return before[b.count]
    }
}
