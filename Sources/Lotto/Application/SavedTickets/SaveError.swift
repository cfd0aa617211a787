/// Why tickets could not be saved, or why a saved line is one no save writes: the data of each
/// refusal, in words that know nothing of an interface. The command line words the ones a flag
/// helps with in its own (`give --draw`, `--power-play`).
package enum SaveError: Error, Equatable, CustomStringConvertible {
    /// The last draw asked for before any `lotto new`.
    case nothingToSave
    /// The last draw asked for after a draw of more tickets than are remembered; `wheel` when
    /// the draw was a wheel, as it was asked for (asked again, it makes the same tickets).
    case lastDrawTooLarge(count: Int, game: GameID, wheel: WheelRequest? = nil)
    /// A name given for tickets' draw that is not a draw of their game.
    case notADraw(named: String, reason: TicketDrawError)
    /// A ticket to save, at `position` (1 for the first), that breaks the rules of its draw's
    /// day (`rules`, as ``LottoGame/ruleDescription`` words them): one drawn by today's rules,
    /// saved for a draw of an older era.
    case ticketBreaksDrawRules(
        LottoTicket, position: Int, game: GameID, draw: TicketDraw, rules: String, reason: TicketError)
    /// A multiplier option asked for that is not the game's.
    case notTheGamesOption(MultiplierOption.Kind, game: GameID)
    /// Tickets with a multiplier option (Power Play, Megaplier) for a game that sells none, or
    /// for a draw of a date it was not sold for (`nil` for a ticket for no draw).
    case multiplierNotSold(GameID, on: CivilDate?)
    /// A multiplier printed on each play that no play of the game for a draw of that date (`nil`
    /// for a ticket for no draw) carried: a game or an era without, or a value it has not.
    case playMultiplierNotPrinted(Int, game: GameID, on: CivilDate?)
    /// No draw of the game is left that lotto's files can date: the next would fall after
    /// ``CivilDate/latest`` (a clock in the last days of the year 9999).
    case noDrawLeft(GameID)
    /// Tickets for `count` draws in a row of a game without a schedule (a custom one): lotto
    /// cannot tell which draws follow.
    case multiDrawWithoutSchedule(GameID, count: Int)
    /// Tickets for `count` consecutive draws from `first`, the last of which would fall after
    /// ``CivilDate/latest``, which lotto's files cannot hold.
    case multiDrawPastLatest(GameID, first: TicketDraw, count: Int)
    /// A saved ticket for several draws of a game that numbers its rounds, kept without the
    /// first draw's round, which a save always writes: a hand-edited line.
    case savedWithoutRound(GameID, first: CivilDate, round: Int)
    /// A saved ticket whose round is not its date's (`dateRound`, none for a day the game is
    /// not drawn): a hand-edited line.
    case savedRoundNotOfItsDate(GameID, round: Int, date: CivilDate, dateRound: Int?)
    /// A saved ticket for several draws that says how a bought ticket's numbers were chosen
    /// (a QR code's): a save reads a QR code for its own draw alone, so it never writes one.
    case savedChoiceOnSeveralDraws(GameID, count: Int)
    /// A bought ticket (a Korean ticket's QR code) for a draw later than `onSale`, the one on
    /// sale by the clock: no ticket for it can have been printed yet.
    case notOnSaleYet(GameID, draw: TicketDraw, onSale: TicketDraw)
    /// A bought ticket's code of `game` (a Korean ticket's QR code, kr645's) saved as another
    /// game, `given` for the save.
    case qrCodeOfAnotherGame(GameID, given: GameID)

    package var description: String {
        switch self {
        case .nothingToSave: "nothing to save: no ticket drawn yet"
        case .lastDrawTooLarge(let count, _, let wheel):
            "nothing to save: the last \(wheel == nil ? "draw" : "wheel") had \(count) tickets, more than the "
                + "\(RememberedDraw.mostTickets) kept"
        case .notADraw(_, let reason): "\(reason)"
        case .ticketBreaksDrawRules(let ticket, let position, let game, let draw, let rules, let reason):
            "ticket \(position) (\(ticket)) is not a \(game) ticket of \(draw.date): \(reason) "
                + "(the rules of that day: \(rules))"
        case .notTheGamesOption(let kind, let game):
            LottoGame(game).multiplierOption.map { "\(Self.name(of: kind)) is not a \(game) option (\($0.name) is)" }
                ?? Self.multiplierNotSold(game, on: nil)
        case .multiplierNotSold(let game, let date): Self.multiplierNotSold(game, on: date)
        case .playMultiplierNotPrinted(let multiplier, let game, let date):
            Self.playMultiplierNotPrinted(multiplier, game: game, on: date)
        case .noDrawLeft(let game):
            "no \(game) draw is left to save tickets for: the next falls after \(CivilDate.latest), "
                + "the last date lotto's files hold"
        case .multiDrawWithoutSchedule(let game, _):
            "\(game) has no schedule of draws, so a ticket cannot be for several in a row"
        case .multiDrawPastLatest(let game, let first, let count):
            "\(count) \(game) draws from \(first.date) run past \(CivilDate.latest), the last date lotto's files hold"
        case .savedWithoutRound(let game, let first, let round):
            "a \(game) ticket for several draws from \(first) has no round: save writes round \(round) for it"
        case .savedRoundNotOfItsDate(let game, let round, let date, let dateRound):
            "round \(round) and \(date) are not one \(game) draw: "
                + (dateRound.map { "\(date) is round \($0)'s date" } ?? "no \(game) round is drawn on \(date)")
        case .savedChoiceOnSeveralDraws(let game, let count):
            "a \(game) ticket for \(count) draws says how a QR code's numbers were chosen: save reads a QR code "
                + "for its own draw alone"
        case .notOnSaleYet(_, let draw, let onSale):
            "\(Self.named(draw)) is not on sale yet: the latest on sale is \(Self.named(onSale))"
        case .qrCodeOfAnotherGame(let game, let given): "a QR code is a \(game) ticket, not a \(given) one"
        }
    }

    /// `Power Play`: the option's own name, for a game whose option it is not.
    private static func name(of kind: MultiplierOption.Kind) -> String {
        LottoGame.all.lazy.compactMap(\.multiplierOption).first { $0.kind == kind }?.name ?? "\(kind)"
    }

    /// `round 1252 (2026-11-28)`, or `the draw of 2026-11-28` for a game whose draws have no
    /// round.
    private static func named(_ draw: TicketDraw) -> String {
        draw.round.map { "round \($0) (\(draw.date))" } ?? "the draw of \(draw.date)"
    }

    /// `the Megaplier was not sold for the megamillions draw of 2025-04-08 (only until
    /// 2025-04-04)`, or which option each game sells.
    private static func multiplierNotSold(_ game: GameID, on date: CivilDate?) -> String {
        guard let option = LottoGame(game).multiplierOption else {
            let sellers = LottoGame.all.compactMap { game in game.multiplierOption.map { "\(game.id) \($0.name)" } }
            return "\(game) sells no multiplier option (" + sellers.joined(separator: ", ") + ")"
        }
        guard let date else { return "\(option.name) is for a \(game) ticket for a draw" }
        return "the \(option.name) was not sold for the \(game) draw of \(date) (only \(soldSpan(of: option)))"
    }

    /// `from 2003-12-05 until 2025-04-04`: the dates an option was sold for.
    private static func soldSpan(of option: MultiplierOption) -> String {
        [option.from.map { "from \($0)" }, option.until.map { "until \($0)" }].compactMap { $0 }
            .joined(separator: " ")
    }

    /// `multiplier 6 is not one a megamillions play carries (2, 3, 4, 5 or 10)`, or why no play
    /// of the game for that draw carries one.
    private static func playMultiplierNotPrinted(_ multiplier: Int, game: GameID, on date: CivilDate?) -> String {
        guard let era = SaveRules.playMultiplierEra(of: game, on: date), let play = era.playMultiplier else {
            let printed = LottoGame.all.compactMap { game in
                SaveRules.playMultiplierEra(of: game.id, on: nil)?.from.map { "\(game.id) from \($0)" }
            }
            return "multiplier \(multiplier): \(game) plays carry no multiplier of their own (only "
                + printed.joined(separator: ", ") + ")"
        }
        guard let date else { return "multiplier \(multiplier) is for a \(game) ticket for a draw" }
        if let from = era.from, date < from {
            return "multiplier \(multiplier): \(game) plays for the draw of \(date) carry none (each carries its own "
                + "from \(from))"
        }
        return "multiplier \(multiplier) is not one a \(game) play carries (\(play.valuesText))"
    }
}
