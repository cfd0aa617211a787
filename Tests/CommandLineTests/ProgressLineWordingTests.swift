import Lotto
import Testing

@testable import lotto

/// What the progress line says of each kind of long work.
@Suite struct ProgressLineWordingTests {
    @Test(arguments: [
        (
            WorkProgress(stage: .drawingTickets, done: 2_359_296, total: 10_000_000, seconds: 1.5),
            "drawing tickets: 2,359,296 of 10,000,000 (23%), about 4.9 s left"
        ),
        (
            WorkProgress(stage: .searchingWheel, done: 100, total: 1000, seconds: 0.4),
            "wheel: searching for fewer tickets, 0.4 s"
        ),
        (
            WorkProgress(stage: .searchingWheel, done: 250, total: 1000, seconds: 2.5),
            "wheel: searching for fewer tickets, 2.5 s, at most about 7.5 s left"
        ),
        (
            WorkProgress(stage: .checkingWheel, done: 1, total: 2, seconds: 12),
            "wheel: checking every way the draw can fall, 12 s, at most about 12 s left"
        ),
        (
            WorkProgress(stage: .backtestingDraws(ticketsPerDraw: 100_000), done: 120, total: 300, seconds: 2),
            "backtest: 120 of 300 draws (40%), 100,000 tickets each, about 3.0 s left"
        ),
        (
            WorkProgress(stage: .backtestingTickets(draws: 1252), done: 40_960, total: nil, seconds: 95),
            "backtest: 40,960 tickets checked against 1,252 draws, 2 min"
        ),
        (
            WorkProgress(stage: .readingDraws(name: "a\nb.csv"), done: 1024, total: 4097, seconds: 0.3),
            #"import: reading a\nb.csv, line 1,024 of 4,097 (24%)"#
        ),
        (
            WorkProgress(stage: .recordingDraws(count: 1_000_000), done: 0, total: nil, seconds: 3.24),
            "import: recording 1,000,000 draws, 3.2 s"
        ),
        (
            WorkProgress(stage: .checkingTickets, done: 12_288, total: 20_000, seconds: 1.6),
            "check: ticket #12288 of #20000 (61%), about 1.0 s left"
        ),
    ])
    func eachStageSaysWhatItDoesAndHowFar(progress: WorkProgress, line: String) {
        #expect(ProgressLineView.line(progress) == line)
    }
}
