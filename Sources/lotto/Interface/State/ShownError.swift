import Lotto
import Platform

/// An error as `lotto ui` shows it, in parts: its reason, the game or file it concerns, the
/// address or path where it happened, and what else it says. The status line puts the reason
/// first and the place last, shortened when the line is short (``StatusLineView``); `e` shows
/// every part in full (``LastErrorOverlayView``). A value, so that the screen's state holds it
/// and a test compares it.
struct ShownError: Equatable, Sendable {
    /// Where an error happened.
    enum Place: Equatable, Sendable {
        /// A web address asked (`http://…/lt645/…?srchLtEpsd=all`): shortened in its middle.
        case address(String)
        /// A file's path: shortened at its folders, so that its name shows.
        case file(String)
    }

    /// What it concerns, before the reason: a game (`kr645`); `nil` when the reason says.
    var subject: String?
    /// Why: `answered 500 Internal Server Error`, `line 1: not JSON`, a system error's words.
    var reason: String
    var place: Place?
    /// What else it says, each a paragraph for ``LastErrorOverlayView``: the answer of another
    /// path asked after the first, advice.
    var details: [String] = []

    init(subject: String? = nil, reason: String, place: Place? = nil, details: [String] = []) {
        self.subject = subject
        self.reason = reason
        self.place = place
        self.details = details
    }

    /// `error` in parts. The words are the command line's (``ErrorReport``), taken apart where
    /// the error says where it happened: a store's path, an update's address.
    init(_ error: any Error, game: GameID? = nil) {
        let report = ErrorReport(error).message
        let words = "\(error)"
        // ErrorReport adds advice after the error's own words, in parentheses.
        var advice: [String] = []
        if report.hasPrefix(words + " (") && report.hasSuffix(")") {
            advice = [String(report.dropFirst(words.count + 2).dropLast())]
        }
        switch error {
        case let error as DrawUpdateError:
            let other = error.otherPath.map { "then \($0.address): \($0.reason)" }
            self.init(
                subject: error.game.rawValue, reason: error.reason.description,
                place: .address(error.address.description), details: [other].compactMap { $0 } + advice)
        case let error as StoreError:
            guard let (reason, path) = Self.parts(of: error) else {
                self.init(subject: game?.rawValue, reason: report)
                return
            }
            self.init(subject: game?.rawValue, reason: reason, place: .file(path.description), details: advice)
        default:
            self.init(subject: game?.rawValue, reason: report)
        }
    }

    /// A store error's reason without its path, and the path.
    private static func parts(of error: StoreError) -> (String, FilePath)? {
        switch error {
        case .unreadable(let path, let line, let reason): ("line \(line): \(reason)", path)
        case .newerFormat(let path, let version):
            ("written by a newer lotto (format version \(version)); upgrade lotto to use it", path)
        case .idsExhausted(let path, let lastID): ("every id up to \(lastID) handed out; no more tickets", path)
        case .cannotCreate(let path, let reason): ("cannot create the file: \(reason)", path)
        case .cannotWrite(let path, let reason): ("cannot write the file: \(reason)", path)
        case .cannotRead(let path, let reason): ("cannot read the file: \(reason)", path)
        case .noSuchFile(let path): ("\(Errno.noSuchFile)", path)
        case .notAFile(let path, let kind): ("\(kind), not a regular file", path)
        case .danglingLink(let path): ("a symbolic link to a file that does not exist", path)
        case .inputOutput(let path, let reason): ("I/O error: \(reason)", path)
        case .locked(let path, _):
            // `<path> is locked by another lotto process (waited 10 s)`, its seconds as worded.
            (String("\(error)".dropFirst("\(path) is ".count)), path)
        case .unknownTicket: nil
        }
    }

    /// `kr645: answered 500 Internal Server Error`: the subject and the reason.
    var headline: String {
        subject.map { "\($0): \(reason)" } ?? reason
    }
}

extension ShownError.Place {
    /// The address or the path, whole.
    var text: String {
        switch self {
        case .address(let text), .file(let text): text
        }
    }

    /// The place in at most `width` columns: whole if it fits; an address kept at both ends,
    /// `...` in its middle (the host and the query show); a path kept at its end, `...` for
    /// its first folders (`.../lotto/draws.jsonl`), or in its name's middle if even that is
    /// too long.
    func shortened(to width: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > width else { return text }
        if case .file = self, let slash = scalars.lastIndex(of: "/") {
            // The folders from the last that fit, the name always.
            var start = slash
            while let previous = scalars[..<start].lastIndex(of: "/"), scalars.count - previous + 3 <= width {
                start = previous
            }
            if scalars.count - start + 3 <= width { return "..." + Self.string(scalars[start...]) }
        }
        let kept = max(0, width - 3)
        let head = (kept + 1) / 2
        return Self.string(scalars.prefix(head)) + "..." + Self.string(scalars.suffix(kept - head))
    }

    private static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
