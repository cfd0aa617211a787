/// The app's few non-ASCII characters as ASCII, one cell for one, for a terminal whose locale
/// is not UTF-8 (`LANG=C`), where they would show as `?` or as bytes of garbage: lines and
/// corners, arrows, the middle dot and the ellipsis, the record's bars (as `stats` draws its
/// bars in `#` there: a whole cell `#`, half or more `=`, less `.`).
enum ASCIIFallback {
    /// The ASCII stand-in of `character`: itself when it is ASCII, `?` for anything unforeseen.
    static func character(for character: Unicode.Scalar) -> Unicode.Scalar {
        guard !character.isASCII else { return character }
        return switch character {
        case "─", "━", "═": "-"
        case "│", "┃", "║": "|"
        case "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼": "+"
        case "↑": "^"
        case "↓": "v"
        case "←": "<"
        case "→": ">"
        case "·", "•": "|"
        case "…": "."
        case "█": "#"
        case "▄", "▅", "▆", "▇", "▀": "="
        case "▁", "▂", "▃", "▔": "."
        default: "?"
        }
    }
}
