import Lotto

/// A recorded draw as `lotto draws` prints it: `#1  2002-12-07  10 23 29 33 37 40 + 16` (the
/// round, if it has one; the game unless it is kr645; a second set of balls after a `/`), or lotto's JSON and CSV forms, which
/// `lotto draws import` reads back (see ``DrawFileFormat``).
enum DrawRecord {
    static let csvHeader = DrawFileFormat.csvHeader

    /// Prints `draws` in the printer's format.
    static func print(_ draws: [RecordedDraw], with printer: ListPrinter) {
        printer.print(
            draws,
            text: { draw, bytes in appendText(draw, printer: printer, to: &bytes) },
            json: { draw, bytes in DrawFileFormat.appendJSON(draw, to: &bytes) },
            csv: { draw, bytes in ListPrinter.appendCSVFields(DrawFileFormat.csvFields(draw), to: &bytes) })
    }

    /// `#1  2002-12-07  10 23 29 33 37 40 + 16`, coloured on a terminal.
    static func appendText(_ draw: RecordedDraw, printer: ListPrinter, to bytes: inout [UInt8]) {
        if let round = draw.round {
            bytes.append(UInt8(ascii: "#"))
            bytes.appendDecimal(round)
            bytes.append("  ")
        }
        draw.date.appendISO8601(to: &bytes)
        bytes.append("  ")
        printer.appendTicket(draw.draw.ticketForm, game: draw.game.id, to: &bytes)
        // The second set of a draw of two (UK Lotto from 2026-06-10), after a '/', as typed in.
        if let second = draw.second {
            bytes.append(" / ")
            printer.appendTicket(second.ticketForm, game: draw.game.id, to: &bytes)
        }
        if draw.game.id != LottoGame.korean645.id {
            bytes.append("  " + draw.game.id.rawValue)
        }
    }
}
