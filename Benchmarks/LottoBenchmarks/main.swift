// In-process benchmarks: one figure a line, each beside its in-run reference.
// Run with: swift run -c release lotto-benchmarks [dispatch|maker|format|scan|backtest]...
let chosen = Set(CommandLine.arguments.dropFirst())
func wanted(_ name: String) -> Bool { chosen.isEmpty || chosen.contains(name) }

if wanted("dispatch") { print(try DispatchBenchmark.run()) }
if wanted("maker") {
    for line in MakerBenchmark.run() { print(line) }
}
if wanted("format") { print(FormattingBenchmark.run()) }
if wanted("scan") { print(try StoreScanBenchmark.run()) }
if wanted("backtest") { print(try BacktestBenchmark.run()) }
