/// The `e` overlay: the last failure whole, wrapped to the screen: what did not happen, then
/// each error's reason, its full address or path, and what else it says; after an update, each
/// game whose history is still behind its schedule, as `lotto draws update` says it. The
/// status line shortens these to a row; this shows every word.
struct LastErrorOverlayView {
    /// A status that says something failed (``StatusLine/isFailure``).
    let failure: StatusLine
    /// The first of its lines shown: a box longer than the screen scrolls
    /// (``InterfaceState/lastErrorScroll``).
    var scroll = 0

    /// The paragraphs, a blank one between the heading and each error.
    var paragraphs: [String] {
        switch failure {
        case .failure(let work, let error):
            return [StatusLineView.words(of: work), ""] + Self.paragraphs(of: error)
        case .updateEnded(let added, let games, let failures, let behind):
            // The command's words: `2 of 5 games are behind their schedule`, then each as it says it.
            let verb = behind.count == 1 ? "is" : "are"
            let behindWords = "\(behind.count) of \(games) games \(verb) behind their schedule"
            let heading =
                failures.isEmpty
                ? "\(behindWords); \(added.counting("draw")) added"
                : "cannot update \(failures.count) of \(games) games; \(added.counting("draw")) added"
                    + (behind.isEmpty ? "" : "; \(behindWords)")
            let errors = failures.map(Self.paragraphs(of:)) + behind.map { [DrawUpdateView.behind($0)] }
            return errors.reduce([heading]) { $0 + [""] + $1 }
        default:
            return []
        }
    }

    private static func paragraphs(of error: ShownError) -> [String] {
        let place: String? =
            switch error.place {
            case .address(let address)?: "address: " + address
            case .file(let path)?: "file: " + path
            case nil: nil
            }
        return [error.headline] + [place].compactMap { $0 } + error.details
    }

    /// The lines of the box on a screen of `columns`: the paragraphs wrapped.
    private func lines(columns: Int) -> [String] {
        // Two columns of the tab show either side; the text is a space in from the frame.
        paragraphs.flatMap { Self.wrap($0, width: max(0, columns - 4) - 4) }
    }

    /// The most the box scrolls on a screen of `layout`: its lines past the rows it has.
    func mostScroll(in layout: InterfaceLayout) -> Int {
        max(0, lines(columns: layout.columns).count - Self.shownRows(screenRows: layout.rows))
    }

    /// The rows of text the box has on a screen of `screenRows`: all but its frame and a row
    /// of the screen above and below.
    private static func shownRows(screenRows: Int) -> Int { max(0, screenRows - 4) }

    func draw(into screen: inout Screen) {
        let widest = max(0, screen.columns - 4)
        let lines = lines(columns: screen.columns)
        let title = "Last error"
        let longest = lines.reduce(title.count + 2) { max($0, $1.unicodeScalars.count) }
        let width = min(widest, longest + 4)
        let shown = min(lines.count, Self.shownRows(screenRows: screen.rows))
        let height = shown + 2
        let row = max(0, (screen.rows - height) / 2)
        let column = max(0, (screen.columns - width) / 2)
        let first = min(max(scroll, 0), lines.count - shown)
        // Where the box is scrolled, the title says which lines show.
        let place = lines.count > shown ? " (\(first + 1)-\(first + shown) of \(lines.count))" : ""
        BoxDrawing.box(into: &screen, row: row, column: column, height: height, width: width, title: title + place)
        for (index, line) in lines[first..<first + shown].enumerated() {
            // More above or below is said at the box's edge.
            let isCut = (index == shown - 1 && first + shown < lines.count) || (index == 0 && first > 0)
            screen.put(
                isCut ? "…" : line, row: row + 1 + index, column: column + 2,
                style: first + index == 0 ? .bold : .plain)
        }
    }

    /// `text` in lines of at most `width` columns, broken at spaces; a word longer than a line
    /// (an address) fills the line it starts on and goes on in the next. An empty `text` is one
    /// empty line.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line: [Unicode.Scalar] = []
        for word in text.split(separator: " ") {
            var word = Array(word.unicodeScalars)
            let gap = line.isEmpty ? 0 : 1
            if line.count + gap + word.count <= width {
                line += (gap == 0 ? [] : [" "]) + word
                continue
            }
            if word.count > width {
                // Where it starts, as much as the line holds.
                let room = width - line.count - gap
                if room > 0 {
                    line += (gap == 0 ? [] : [" "]) + word.prefix(room)
                    word.removeFirst(room)
                }
            }
            if !line.isEmpty { lines.append(Self.string(line)) }
            while word.count > width {
                lines.append(Self.string(word.prefix(width)))
                word.removeFirst(width)
            }
            line = word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(Self.string(line)) }
        return lines
    }

    private static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
