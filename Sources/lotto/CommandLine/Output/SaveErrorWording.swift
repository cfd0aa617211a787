import Lotto

/// A save's refusal (``SaveError``) in the command line's words: the domain's own, with the
/// flags that help (`give --draw`, `--power-play`) and what to run, and its exit code.
enum SaveErrorWording {
    /// The message and the exit code of `error`, for ``ErrorReport``.
    ///
    /// - Parameter saveOptions: the options `lotto save` was given, as typed (` --multi-draw 5`),
    ///   which the command the advice gives repeats.
    static func report(_ error: SaveError, saveOptions: String = "") -> (message: String, exitCode: ExitCode) {
        let words = "\(error)"
        switch error {
        case .nothingToSave: return ("\(words) (run 'lotto new' first)", .noInput)
        case .lastDrawTooLarge(let count, let game, let wheel):
            let option = game == LottoGame.korean645.id ? "" : " --game \(game)"
            // A wheel asked again makes the same tickets, which a new draw would not.
            let advice =
                wheel.map { "save a large wheel as it is made: \(command(of: $0, game: option))" }
                ?? "save a large draw as it is drawn: lotto new -n \(count)\(option)"
            return ("\(words) (\(advice) | lotto save\(option)\(saveOptions) -)", .noInput)
        case .notADraw(let name, _): return ("invalid value \(name.quoted) for '--draw': \(words)", .usage)
        case .multiDrawWithoutSchedule(_, let count), .multiDrawPastLatest(_, _, let count):
            return ("invalid value '\(count)' for '--multi-draw': \(words)", .usage)
        case .notTheGamesOption(let kind, let game):
            guard let sold = LottoGame(game).multiplierOption else { return (notSold(game, on: nil), .usage) }
            return ("--\(flag(of: kind)) is not a \(game) option (\(game) sells --\(flag(of: sold.kind)))", .usage)
        case .multiplierNotSold(let game, let date): return (notSold(game, on: date), .usage)
        case .playMultiplierNotPrinted(let multiplier, let game, nil)
        where SaveRules.playMultiplierEra(of: game, on: nil) != nil:
            return ("multiplier \(multiplier) is for a \(game) ticket for a draw; give --draw", .usage)
        case .playMultiplierNotPrinted: return (words, .usage)
        case .qrCodeOfAnotherGame(let game, let given):
            return ("--qr reads a \(game) ticket, not a \(given) one given with --game: give no --game with it", .usage)
        case .ticketBreaksDrawRules, .noDrawLeft, .notOnSaleYet, .savedWithoutRound, .savedRoundNotOfItsDate,
            .savedChoiceOnSeveralDraws:
            return (words, .dataError)
        }
    }

    /// `--power-play`'s name: the flag `lotto save` takes for the option.
    static func flag(of kind: MultiplierOption.Kind) -> String {
        switch kind {
        case .powerPlay: SaveCommand.declared.powerPlay.spec.name
        case .megaplier: SaveCommand.declared.megaplier.spec.name
        }
    }

    /// Why the option was not sold: which option each game sells, by its flag, for a game that
    /// sells none; `give --draw` for tickets for no draw; the dates it was sold for otherwise.
    private static func notSold(_ game: GameID, on date: CivilDate?) -> String {
        guard let option = LottoGame(game).multiplierOption else {
            let sellers = LottoGame.all.compactMap { game in
                game.multiplierOption.map { "\(game.id) --\(flag(of: $0.kind))" }
            }
            return "\(game) sells no multiplier option (" + sellers.joined(separator: ", ") + ")"
        }
        guard date != nil else { return "\(option.name) is for a \(game) ticket for a draw; give --draw" }
        return "\(SaveError.multiplierNotSold(game, on: date))"
    }

    /// `lotto wheel 3 7 12 19 --guarantee 3if4`, with `gameOption` (` --game powerball`), the
    /// separate drum's picks and a seed other than the default: the command that makes the
    /// wheel `request` again.
    private static func command(of request: WheelRequest, game gameOption: String) -> String {
        var command = "lotto wheel " + request.numbers.map(String.init).joined(separator: " ")
        command += " --guarantee \(request.guarantee)" + gameOption
        if !request.extra.isEmpty { command += " --extra " + request.extra.map(String.init).joined(separator: ",") }
        if request.seed != 0 { command += " --seed \(request.seed)" }
        return command
    }
}
