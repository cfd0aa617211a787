/// How a cell of the screen is drawn: a 256-colour foreground, bold, inverse.
struct CellStyle: Equatable, Sendable {
    var foreground: Int?
    var isBold = false
    var isInverse = false

    static let plain = CellStyle()
    static let bold = CellStyle(isBold: true)
    static let inverse = CellStyle(isInverse: true)
    /// Key names in hints, headings: grey.
    static let muted = CellStyle(foreground: 245)

    /// The same, without colour, for a monochrome screen.
    var monochrome: CellStyle {
        CellStyle(foreground: nil, isBold: isBold, isInverse: isInverse)
    }

    /// The SGR sequence that sets this style from the default.
    func appendSGR(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "\u{1B}[0".utf8)
        if isBold { bytes.append(contentsOf: ";1".utf8) }
        if isInverse { bytes.append(contentsOf: ";7".utf8) }
        if let foreground { bytes.append(contentsOf: ";38;5;\(foreground)".utf8) }
        bytes.append(UInt8(ascii: "m"))
    }
}
