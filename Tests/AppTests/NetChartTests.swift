import Lotto
import Testing

@testable import lotto

/// The record's chart of the net by month (``NetChart``): nets scaled to eighths of a row against
/// the largest either way, gains as bars rising above the baseline, losses hanging below it.
@Suite struct NetChartTests {
    /// Equal nets are equal bars, each the chart's whole height; no row below for no loss.
    @Test func equalNetsFillTheChart() {
        let chart = NetChart(nets: [1_000, 1_000, 1_000], height: 2)
        #expect(chart.lines == ["███", "███", "───"])
        #expect(chart.baseline == 2)
    }

    /// A month of net 0 is the baseline alone, between a gain above it and a loss below.
    @Test func aZeroIsTheBaselineAlone() {
        let chart = NetChart(nets: [3_000, 0, -3_000], height: 1)
        #expect(chart.lines == ["█  ", "───", "  █"])
        #expect(chart.baseline == 1)
        #expect(NetChart(nets: [0, 0], height: 3).lines == ["──"], "no bar, no row but the baseline")
    }

    /// Losses alone hang below the baseline: whole cells, a half for four eighths or more, an
    /// eighth for fewer; no row above.
    @Test func lossesHangBelowTheBaseline() {
        let chart = NetChart(nets: [-8_000, -4_000, -1_000, -16_000], height: 2)
        #expect(NetChart.eighths(of: [-8_000, -4_000, -1_000, -16_000], tallest: 16) == [-8, -4, -1, -16])
        #expect(chart.lines == ["────", "█▀▔█", "   █"])
        #expect(chart.baseline == 0)
    }

    /// Gains rise in eighths (`▁` to `█`), and a side takes only the rows its longest bar needs.
    @Test func gainsRiseInEighthsAndEachSideTakesTheRowsItNeeds() {
        let chart = NetChart(nets: [16_000, 1_000, 5_000, -2_000], height: 2)
        // 16,000 fills 16 eighths; 1,000 is one, 5,000 five; -2,000 two, in one row below.
        #expect(chart.lines == ["█   ", "█▁▅ ", "────", "   ▔"])
        #expect(chart.baseline == 2)
    }

    /// A net too small to show beside a jackpot is still an eighth; nets near Int128's ends are
    /// scaled without overflow.
    @Test func hugeNetsScaleAndSmallOnesStillShow() {
        #expect(NetChart.eighths(of: [143_934_100_000, -2_000, 0], tallest: 32) == [32, -1, 0])
        #expect(NetChart.eighths(of: [Int128.max, Int128.min, Int128.max / 2], tallest: 8) == [8, -8, 4])
        let chart = NetChart(nets: [Int128.max, -1], height: 1)
        #expect(chart.lines == ["█ ", "──", " ▔"])
    }

    /// A net not known (a price lotto does not know) is `?` on the baseline, no bar.
    @Test func anUnknownNetIsAQuestionMark() {
        let chart = NetChart(nets: [2_000, nil], height: 1)
        #expect(chart.lines == ["█ ", "─?"])
    }

    /// Without UTF-8, the bars are ASCII, a cell for a cell: `#` whole, `=` half or more, `.` less.
    @Test func theBarsHaveAnASCIIFallback() {
        let ascii = "█▇▄▀▃▁▔─".unicodeScalars.map { ASCIIFallback.character(for: $0) }
        #expect(String(String.UnicodeScalarView(ascii)) == "#===...-")
    }
}
