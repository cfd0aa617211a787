/// The record's chart of the net by month, a column a month: a month that won more than it cost
/// is a bar above the baseline, one that cost more a bar below it, each as tall as its net
/// against the largest either way, in eighths of a row (``BlockCharacters``). A month of net 0
/// (no draw, or a break-even) is the baseline alone; one whose net is not known (a price lotto
/// does not know) is `?` on it.
struct NetChart: Equatable {
    /// The rows, top to bottom: those above the baseline (as many as the tallest bar needs,
    /// none when no net is above 0), the baseline, those below (likewise); a character a month
    /// in each.
    let lines: [String]
    /// The index of the baseline in ``lines``.
    let baseline: Int

    /// The block characters of a bar, by eighths: a bar above the baseline grows from each
    /// cell's foot (`▁` to `█`); one below it hangs from each cell's top, which Unicode draws in
    /// eighths only for one (`▔`) and a half (`▀`).
    enum BlockCharacters {
        static let rising: [Unicode.Scalar] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        static let full: Unicode.Scalar = "█"
        static let hangingEighth: Unicode.Scalar = "▔"
        static let hangingHalf: Unicode.Scalar = "▀"
        static let baseline: Unicode.Scalar = "─"
        static let unknown: Unicode.Scalar = "?"
    }

    /// The chart of `nets`, a month each, oldest first (`nil` for a net not known), with
    /// `height` rows for the largest net (at least 1) on its side of the baseline.
    init(nets: [Int128?], height: Int) {
        let height = max(1, height)
        let eighths = Self.eighths(of: nets, tallest: height * 8)
        // Each side as many rows as its longest bar needs: the largest net either way fills
        // `height`, a side of smaller nets fewer.
        let above = max(0, (eighths.compactMap { $0 }.max() ?? 0) + 7) / 8
        let below = max(0, 7 - (eighths.compactMap { $0 }.min() ?? 0)) / 8
        var lines: [String] = []
        for row in stride(from: above - 1, through: 0, by: -1) {
            lines.append(Self.line(eighths) { $0 > 0 ? Self.rising($0, row: row) : " " })
        }
        lines.append(
            String(
                String.UnicodeScalarView(
                    eighths.map { $0 == nil ? BlockCharacters.unknown : BlockCharacters.baseline })))
        for row in 0..<below {
            lines.append(Self.line(eighths) { $0 < 0 ? Self.hanging(-$0, row: row) : " " })
        }
        self.lines = lines
        baseline = above
    }

    /// Each net in eighths of a row, signed: the largest either way is `tallest`, the others in
    /// proportion, rounded, and any net but 0 at least one eighth, so that a small loss beside
    /// a jackpot still shows. `nil` stays `nil`.
    static func eighths(of nets: [Int128?], tallest: Int) -> [Int?] {
        let largest = nets.reduce(UInt128(0)) { max($0, $1?.magnitude ?? 0) }
        return nets.map { net in
            guard let net else { return nil }
            guard net != 0 else { return 0 }
            // As a ratio of doubles: a product of two amounts could pass Int128's range.
            let scaled = Int((Double(net.magnitude) / Double(largest) * Double(tallest)).rounded())
            let clamped = min(max(scaled, 1), tallest)
            return net < 0 ? -clamped : clamped
        }
    }

    /// The cell of a bar `eighths` tall, rising, in its `row`th row above the baseline.
    private static func rising(_ eighths: Int, row: Int) -> Unicode.Scalar {
        BlockCharacters.rising[min(max(eighths - row * 8, 0), 8)]
    }

    /// The cell of a bar `eighths` deep, hanging, in its `row`th row below the baseline: whole
    /// cells, then a half for four eighths or more, an eighth for fewer.
    private static func hanging(_ eighths: Int, row: Int) -> Unicode.Scalar {
        let left = eighths - row * 8
        if left >= 8 { return BlockCharacters.full }
        if left >= 4 { return BlockCharacters.hangingHalf }
        return left > 0 ? BlockCharacters.hangingEighth : " "
    }

    private static func line(_ eighths: [Int?], _ cell: (Int) -> Unicode.Scalar) -> String {
        String(String.UnicodeScalarView(eighths.map { cell($0 ?? 0) }))
    }
}
