import Lotto

/// Printing saved and checked tickets: each a line in text, as fast as a list of millions
/// needs, or a record of JSON or CSV.
extension ListPrinter {
    /// Prints saved tickets: `#7  3 11 19 27 38 42  2026-11-22T10:15:30Z`, the game unless it
    /// is kr645, the draw the ticket is for: `  draw 2026-11-28 (round 1200)` (a multi-draw
    /// ticket's, once: `  draws 2026-11-28 (round 1252) to 2026-12-19 (round 1255), 4 draws`),
    /// and how its numbers were chosen where the ticket recorded it: `  manual`.
    ///
    /// Plain text, the form of `lotto list` into a file or a pipe, is written straight into
    /// blocks of memory with no per-field append, and a time is written once for a run of
    /// tickets saved in the same second: formatting, not reading, was most of a large list.
    func printSavedTickets(_ tickets: [SavedTicket]) {
        guard format == .text, !colored else {
            return print(
                tickets,
                text: { saved, bytes in
                    appendTicketStart(saved.id, saved.ticket, game: saved.game, to: &bytes)
                    bytes.append("  ")
                    saved.savedAt.appendISO8601(to: &bytes)
                    if saved.game != LottoGame.korean645.id {
                        bytes.append("  " + saved.game.rawValue)
                    }
                    if saved.isMultiDraw {
                        bytes.append(Self.drawSpanText(saved))
                    } else if let draw = saved.draw {
                        bytes.append("  draw \(draw)")
                    }
                    if let choice = saved.choice { bytes.append("  " + choice.rawValue) }
                    if let option = Self.option(of: saved) { bytes.append("  " + option) }
                },
                json: { saved, bytes in TicketRecord(saved: saved).appendJSON(to: &bytes) },
                csv: { saved, bytes in TicketRecord(saved: saved).appendCSV(to: &bytes) })
        }
        let korean = LottoGame.korean645.id
        printPlainLines(
            tickets,
            room: {
                Self.ticketLineRoom + 22 + ($0.game == korean ? 0 : 2 + $0.game.rawValue.utf8.count)
                    + ($0.isMultiDraw ? Self.drawSpanRoom : TextBlockWriter.drawRoom)
                    + ($0.choice.map { 2 + $0.rawValue.utf8.count } ?? 0)
                    + (Self.option(of: $0).map { 2 + $0.utf8.count } ?? 0)
            }
        ) { saved, writer in
            writeTicketStart(saved.id, saved.ticket, to: &writer)
            writer.write("  ")
            writer.write(saved.savedAt)
            if saved.game != korean {
                writer.write("  ")
                writer.write(saved.game.rawValue.utf8)
            }
            if saved.isMultiDraw {
                // Rare beside tickets for one draw: its text may be a String.
                writer.write(Self.drawSpanText(saved).utf8)
            } else if let draw = saved.draw {
                writer.write(draw)
            }
            if let choice = saved.choice {
                writer.write("  ")
                writer.write(choice.rawValue.utf8)
            }
            if let option = Self.option(of: saved) {
                writer.write("  ")
                writer.write(option.utf8)
            }
        }
    }

    /// `Power Play` or `Megaplier`, for a ticket bought with its game's multiplier option;
    /// `multiplier 3` for one with the multiplier printed on its play.
    static func option(of saved: SavedTicket) -> String? {
        if let multiplier = saved.playMultiplier { return "multiplier \(multiplier)" }
        guard saved.withMultiplier else { return nil }
        return LottoGame(saved.game).multiplierOption?.name
    }

    /// Prints checked tickets: `#7  3 11 19 27 38 42  matched 3 11 19  tier 5`, then the prize
    /// when the draw was a recorded one; written as ``printSavedTickets(_:)`` writes.
    ///
    /// - Parameter ownDraws: whether each ticket was checked against its own draw: each line
    ///   then names it, `#7  3 11 19 27 38 42  draw 2026-11-28 (round 1200)  matched ...` (a
    ///   multi-draw ticket has a line for each of its draws, which says which of them it is:
    ///   `draw 2017-12-23, 2 of 3`), or says the ticket is `pending` or has `no draw`; a result
    ///   of one set of a draw of two says which, `set 2`, before `matched`; and, as
    ///   `lotto list` does, its game unless it is kr645, for such a check goes through every
    ///   game's tickets.
    /// - Parameter oneDrawDate: the date of the one draw every ticket was checked against, by
    ///   which a prize's deadline and tax go; `nil` for a draw typed in. Against its own draws,
    ///   each result's draw's.
    func printCheckResults(_ results: [CheckResult], ownDraws: Bool = false, oneDrawDate: CivilDate? = nil) {
        let korean = LottoGame.korean645.id
        func drawDate(_ result: CheckResult) -> CivilDate? { ownDraws ? result.draw?.date : oneDrawDate }
        guard format == .text, !colored else {
            return print(
                results,
                text: { result, bytes in
                    appendTicketStart(result.ticket.id, result.ticket.ticket, game: result.ticket.game, to: &bytes)
                    if ownDraws {
                        if result.ticket.game != korean { bytes.append("  " + result.ticket.game.rawValue) }
                        bytes.append(result.draw.map { "  draw \($0)" } ?? "  no draw")
                        bytes.append(Self.drawOfSpanText(result))
                        if result.status == .pending { bytes.append(Self.pendingText(result)) }
                        guard result.status == .checked else { return }
                    }
                    if let set = result.set { bytes.append("  set \(set)") }
                    bytes.append("  matched ")
                    bytes.append(Self.matchedText(result))
                    bytes.append(Self.outcomeText(result, drawnOn: drawDate(result)))
                },
                json: { result, bytes in
                    TicketRecord(checked: result, ownDraws: ownDraws, drawnOn: drawDate(result)).appendJSON(to: &bytes)
                },
                csv: { result, bytes in
                    TicketRecord(checked: result, ownDraws: ownDraws, drawnOn: drawDate(result)).appendCSV(to: &bytes)
                })
        }
        // A prize is rare (a ticket in fifty wins in 6/45): its text may be a String, made
        // once for its room and once to write it.
        printPlainLines(
            results,
            room: {
                2 * Self.ticketLineRoom + 12
                    + ($0.tier == nil ? 10 : Self.outcomeText($0, drawnOn: drawDate($0)).utf8.count)
                    + ($0.set == nil ? 0 : 7)
                    + (ownDraws
                        ? TextBlockWriter.drawRoom + 9 + 2 + $0.ticket.game.rawValue.utf8.count
                            + ($0.ticket.isMultiDraw ? Self.drawOfSpanRoom : 0)
                            + ($0.isDrawHeld ? Self.pendingText($0).utf8.count : 0) : 0)
            }
        ) { result, writer in
            writeTicketStart(result.ticket.id, result.ticket.ticket, to: &writer)
            if ownDraws {
                if result.ticket.game != korean {
                    writer.write("  ")
                    writer.write(result.ticket.game.rawValue.utf8)
                }
                if let draw = result.draw { writer.write(draw) } else { writer.write("  no draw") }
                if result.ticket.isMultiDraw { writer.write(Self.drawOfSpanText(result).utf8) }
                if result.status == .pending { writer.write(Self.pendingText(result).utf8) }
                guard result.status == .checked else { return }
            }
            // Which set of a draw of two (UK Lotto from 2026-06-10): each has its own line.
            if let set = result.set { writer.write(set == 1 ? "  set 1" : "  set 2") }
            writer.write("  matched ")
            if result.matched.numbers.isEmpty {
                writer.write(Self.matchedText(result).utf8)
            } else {
                writer.write(result.matched)
            }
            if result.tier == nil {
                writer.write("  no prize")
            } else {
                writer.write(Self.outcomeText(result, drawnOn: drawDate(result)).utf8)
            }
        }
    }

    /// `  pending` for a draw still to come; `  drawn, not recorded: lotto draws update` for a
    /// draw held whose results are not recorded (`lotto draws add` for a game no update
    /// fetches), as the check's summary and its next steps say it.
    static func pendingText(_ result: CheckResult) -> String {
        guard result.isDrawHeld else { return "  pending" }
        return "  drawn, not recorded: " + NextStep.recordHeldDraw(of: result.ticket.game)
    }

    /// `  draws 2026-11-28 (round 1252) to 2026-12-19 (round 1255), 4 draws`: a multi-draw
    /// ticket's draws, at most ``drawSpanRoom`` bytes.
    static func drawSpanText(_ saved: SavedTicket) -> String {
        guard let first = saved.draw, let last = saved.lastDraw else { return "" }
        return "  draws \(first) to \(last), \(saved.drawCount) draws"
    }

    /// The most ``drawSpanText(_:)`` takes: two draws and the words around them.
    private static let drawSpanRoom = 2 * TextBlockWriter.drawRoom + 20

    /// `, 2 of 3`: which of a multi-draw ticket's draws a result is of; empty for a ticket for
    /// one draw. At most ``drawOfSpanRoom`` bytes.
    static func drawOfSpanText(_ result: CheckResult) -> String {
        guard result.ticket.isMultiDraw, let draw = result.draw,
            // The check gives the place; the ticket's draws, laid out, are only a fallback.
            let index = result.place ?? result.ticket.draws.firstIndex(where: { $0.date == draw.date })
        else { return "" }
        return ", \(index + 1) of \(result.ticket.drawCount)"
    }

    /// The most ``drawOfSpanText(_:)`` takes: `, 52 of 52`.
    private static let drawOfSpanRoom = 10
}
