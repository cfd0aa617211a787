import Lotto
import Platform

#if canImport(Glibc)
    import Glibc
#endif

/// Saved tickets read a second from a store file of 1,000,000 tickets (parsed and checked,
/// as `lotto list` reads them), beside reading the same file's bytes and counting lines.
enum StoreScanBenchmark {
    static func run() throws -> String {
        let count = 1_000_000
        let folder = String(cString: mkdtemp(strdup("/tmp/lotto-bench-XXXXXX"))!)
        defer { system("rm -rf '\(folder)'") }
        let path = folder + "/tickets.jsonl"
        let saver = LottoNumberSaver(path: FilePath(path))
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 3))
        _ = try saver.append((0..<count).map { _ in maker.makeTicket() }, at: .now())

        var seen = 0
        let scan = try Measurement.medianRate(operations: count) {
            try saver.readPages { page, _ in seen &+= page.count }
        }
        let raw = Measurement.medianRate(operations: count) {
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 1 << 18)
            while true {
                let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
                if got <= 0 { break }
                seen &+= buffer[..<got].reduce(0) { $0 &+ ($1 == 10 ? 1 : 0) }
            }
        }
        blackHole(seen)
        return
            "store scan, 1M tickets: \(millions(scan)) tickets/s (read and count lines only: \(millions(raw)) lines/s)"
    }
}
