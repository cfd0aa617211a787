import Lotto
import Platform

extension CheckCommand {
    /// What `lotto check` was asked, checked before any input is read.
    struct Options {
        /// Where the draw is.
        enum Draw {
            /// Each ticket's own, recorded.
            case ownDraws
            /// On the command line.
            case given(WinningDraw)
            /// On standard input, with these extra balls from `--bonus`.
            case standardInput(bonus: [Int])
            /// One recorded draw.
            case recorded(RecordedDrawChoice)

            /// The kind of row each checked ticket is.
            var rowKind: TicketRecord.Kind {
                switch self {
                case .ownDraws: .checkedOwnDraw
                case .recorded, .given, .standardInput: .checked
                }
            }
        }

        let draw: Draw
        /// The game is `--game`'s alone for a check of each ticket's own draw, and of every game
        /// when it is not given.
        let shared: SavedTicketOptions
        let drawHistory: FilePath?
        let winnersOnly: Bool
        let summaryOnly: Bool
        /// Every tier in the text's summary, those no ticket won too.
        let allTiers: Bool
        /// How the summary is summed up: `--by`, `--since` and `--until`.
        let summary: CheckSummaryRequest
        /// Only the results not shown by an earlier `--new` (``NewResultsRequest``).
        let newOnly: Bool
        /// Exit 1 when a result shown won a prize.
        let exitCode: Bool

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            let bonus = try arguments[declared.bonus]
            let words = arguments.positionals
            let recorded = try Self.recordedChoice(arguments)
            let ownDraws = words.isEmpty && recorded == nil
            shared = try SavedTicketOptions(arguments, game: ownDraws ? givenGame : declared.game)
            drawHistory = try arguments[PathOption.draws]
            winnersOnly = try arguments[declared.winners]
            summaryOnly = try arguments[declared.summary]
            allTiers = try arguments[declared.allTiers]
            newOnly = try arguments[declared.new]
            exitCode = try arguments[declared.exitCode]
            if newOnly {
                guard ownDraws else {
                    throw .usage(
                        "--new shows the results of each ticket's own draws; give no numbers, '-', --round, --date or "
                            + "--latest with it")
                }
                guard !summaryOnly else {
                    throw .usage("--new and --summary disagree: --summary sums up every ticket; give one")
                }
            }
            guard ownDraws || !summaryOnly else {
                throw .usage("--summary sums up each ticket against its own draw; give no draw with it")
            }
            summary = try CheckSummaryOptions.request(arguments, summaryOnly: summaryOnly)
            // Said, never ignored: JSON and CSV list every tier already, and a --by table has no tier lines.
            if allTiers, shared.format != .text {
                throw .usage(
                    "--all-tiers lists every tier in the text's summary; --\(shared.format.rawValue) lists them all "
                        + "already")
            }
            if allTiers, summary.period != nil {
                throw .usage("--all-tiers lists every tier in the text's summary; a --by table has no tier lines")
            }
            if let recorded {
                guard words.isEmpty, bonus.isEmpty else {
                    throw .usage(
                        "--round, --date and --latest check a recorded draw; give no numbers with them")
                }
                draw = .recorded(recorded)
            } else if words == ["-"] {
                draw = .standardInput(bonus: bonus)
            } else if words.contains("-") {
                throw .usage("'-' reads the draw from standard input; give no numbers with it")
            } else if words.isEmpty {
                guard bonus.isEmpty else {
                    throw .usage("--bonus goes with the winning numbers; give them too")
                }
                draw = .ownDraws
            } else {
                draw = .given(try parseDraw(words, bonus: bonus, game: shared.game))
            }
        }

        /// The recorded draw --round, --date or --latest names, if one does.
        private static func recordedChoice(_ arguments: ParsedArguments) throws(CommandLineError)
            -> RecordedDrawChoice?
        {
            let given = [declared.round.spec, declared.date.spec, declared.latest.spec].filter {
                arguments.isGiven($0)
            }
            guard given.count <= 1 else {
                throw .usage(given.map { "--\($0.name)" }.joined(separator: " and ") + " disagree: give one")
            }
            if let round = try arguments[declared.round] { return .round(round) }
            if let date = try arguments[declared.date] { return .date(date) }
            return try arguments[declared.latest] ? .latest : nil
        }
    }
}
