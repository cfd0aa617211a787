/// The release this build is: the one place its version and date are written. `--version`,
/// the manual's date, the User-Agent of `lotto draws update` and `CHANGELOG.md` (held to it by
/// a test) all read it from here.
enum Release {
    /// The version `lotto --version` prints (semantic versioning).
    static let version = "0.1.0"
    /// The day it was released, as `CHANGELOG.md` dates it: the manual's date.
    static let date = "2026-11-23"
    /// Where to report a bug: the manual's BUGS and the internal error (exit 70) name it.
    static let bugReports = "https://github.com/lotto-cli/lotto/issues"
}
