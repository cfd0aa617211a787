// In-process benchmarks: one figure a line, each beside its in-run reference.
// Run with: swift run -c release lotto-benchmarks
print(try DispatchBenchmark.run())
for line in MakerBenchmark.run() {
    print(line)
}
print(FormattingBenchmark.run())
print(try StoreScanBenchmark.run())
