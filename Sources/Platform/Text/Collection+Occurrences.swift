/// Plain searches for a run of elements (a string in a string): what lotto would otherwise take
/// from the standard library's string processing module, whose one call links its whole regex
/// engine into the static binary (BENCHMARKS.md, "The installed binary's size"), for searches
/// this simple.
extension Collection where Element: Equatable {
    /// The range of the first occurrence of `other`; an empty `other` is found at the start.
    package func firstRange(ofRun other: some Collection<Element>) -> Range<Index>? {
        guard !other.isEmpty else { return startIndex..<startIndex }
        var start = startIndex
        while start != endIndex {
            if self[start...].starts(with: other) { return start..<index(start, offsetBy: other.count) }
            formIndex(after: &start)
        }
        return nil
    }

    /// Whether `other` occurs in this collection.
    package func containsRun(_ other: some Collection<Element>) -> Bool {
        firstRange(ofRun: other) != nil
    }

    /// The parts between the occurrences of `separator` (not empty), without the empty ones
    /// unless `omittingEmptySubsequences` is false.
    package func split(atRun separator: some Collection<Element>, omittingEmptySubsequences: Bool = true)
        -> [SubSequence]
    {
        var parts: [SubSequence] = []
        var rest = self[...]
        while !separator.isEmpty, let found = rest.firstRange(ofRun: separator) {
            let part = rest[..<found.lowerBound]
            if !(omittingEmptySubsequences && part.isEmpty) { parts.append(part) }
            rest = rest[found.upperBound...]
        }
        if !(omittingEmptySubsequences && rest.isEmpty) { parts.append(rest) }
        return parts
    }

    /// This collection without `prefix` at its start, once, when it starts with it.
    package func dropping(prefix: some Collection<Element>) -> SubSequence {
        starts(with: prefix) ? dropFirst(prefix.count) : self[...]
    }
}

extension RangeReplaceableCollection where Element: Equatable {
    /// This collection with every occurrence of `target` (not empty) replaced by `replacement`.
    package func replacingEvery(_ target: some Collection<Element>, with replacement: some Collection<Element>) -> Self {
        guard !target.isEmpty else { return self }
        var result = Self()
        var rest = self[...]
        while let found = rest.firstRange(ofRun: target) {
            result.append(contentsOf: rest[..<found.lowerBound])
            result.append(contentsOf: replacement)
            rest = rest[found.upperBound...]
        }
        result.append(contentsOf: rest)
        return result
    }
}
