import Foundation

/// Whether a test that needs something of the machine runs: a program from Debian (groff,
/// script, tmux), root, or mount rights. It runs where that is there, and always in CI, where
/// `.ci/run` installs the programs and runs as root: there a missing tool fails the test
/// rather than skipping it.
package enum RequiredTool {
    /// Whether this is a CI run (`CI` is set).
    package static var isCI: Bool {
        ProcessInfo.processInfo.environment["CI"] != nil
    }

    /// Whether a test needing the program at `path` runs.
    package static func runs(needing path: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: path) || isCI
    }

    /// Whether a test needing `available` (root, a mount) runs.
    package static func runs(needing available: Bool) -> Bool {
        available || isCI
    }
}
