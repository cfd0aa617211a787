import Foundation

/// The processes running on this machine, read from `/proc`: to see what a lotto left behind
/// (a curl whose command line names a test server's port).
enum ProcessTable {
    /// The command lines (arguments joined by spaces) of the live processes running `program`
    /// whose command line contains `marker`. A zombie has no command line, and is not listed.
    static func commandLines(of program: String, containing marker: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let bytes = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !bytes.isEmpty else {
                return nil
            }
            let arguments = bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let line = arguments.joined(separator: " ")
            guard let first = arguments.first, (first as NSString).lastPathComponent == program,
                line.contains(marker)
            else { return nil }
            return line
        }
    }

    /// Waits until `condition` holds, checking every 50 ms, for at most `timeout` seconds;
    /// whether it held.
    @discardableResult
    static func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}
