/// Sets of up to 64 items as bit masks, counted and ranked: the arithmetic of wheels.
enum Combinations {
    /// C(n, r) for n up to 64, saturating at `Int.max`.
    static let binomials: [[Int]] = {
        var table = [[Int]](repeating: [Int](repeating: 0, count: 65), count: 65)
        for n in 0...64 {
            table[n][0] = 1
            for r in stride(from: 1, through: n, by: 1) {
                let (sum, overflow) = table[n - 1][r - 1].addingReportingOverflow(table[n - 1][r])
                table[n][r] = overflow ? .max : sum
            }
        }
        return table
    }()

    /// C(n, r); 0 when r is out of 0...n.
    static func choose(_ n: Int, _ r: Int) -> Int {
        r < 0 || r > n || n < 0 ? 0 : binomials[n][r]
    }

    /// The set's place among the sets of its size in colex order: the sum of C(e, i + 1) over
    /// its elements `e` in ascending order `i`.
    @inline(__always)
    static func rank(_ mask: UInt64) -> Int {
        var rank = 0
        var rest = mask
        var index = 1
        while rest != 0 {
            rank &+= binomials[rest.trailingZeroBitCount][index]
            rest &= rest &- 1
            index &+= 1
        }
        return rank
    }

    /// Every `r`-subset of `items`, as masks (in lexicographic order of positions).
    static func subsets(of items: [Int], size r: Int) -> [UInt64] {
        guard r <= items.count else { return [] }
        guard r > 0 else { return [0] }
        var result: [UInt64] = []
        result.reserveCapacity(choose(items.count, r))
        var indexes = Array(0..<r)
        while true {
            result.append(indexes.reduce(UInt64(0)) { $0 | 1 << UInt64(items[$1]) })
            var position = r - 1
            while position >= 0 && indexes[position] == items.count - r + position { position -= 1 }
            guard position >= 0 else { return result }
            indexes[position] += 1
            for next in (position + 1)..<r { indexes[next] = indexes[next - 1] + 1 }
        }
    }

    /// The set of the items `0..<count` (`count` up to 64: a shift by 64 would trap).
    static func first(_ count: Int) -> UInt64 {
        count >= 64 ? .max : (1 << UInt64(count)) - 1
    }

    /// The items of `mask`, ascending.
    static func items(_ mask: UInt64) -> [Int] {
        var items: [Int] = []
        var rest = mask
        while rest != 0 {
            items.append(rest.trailingZeroBitCount)
            rest &= rest &- 1
        }
        return items
    }

    /// `mask` with the smallest items it lacks added until it holds `size`: a ticket with too
    /// few numbers made whole (any items added keep every set it already held).
    static func filled(_ mask: UInt64, toSize size: Int) -> UInt64 {
        var filled = mask
        var item = 0
        while filled.nonzeroBitCount < size {
            filled |= 1 << UInt64(item)
            item += 1
        }
        return filled
    }
}
