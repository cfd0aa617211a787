import Platform

/// The draw history's side effects: reading it, and recording draws imported or typed in.
extension ActionCreator {
    /// Where draws to import come from.
    public enum DrawInput: Sendable {
        /// A file the user named.
        case file(FilePath)
        /// Bytes already read, from standard input.
        case standardInput([UInt8])
    }

    /// Reads the recorded draws and dispatches them, with the draws the command is about.
    @discardableResult
    public func loadDrawHistory(selecting selection: DrawSelection = DrawSelection()) throws -> DrawHistory {
        try context.loadDrawHistory(selecting: selection)
    }

    /// Imports every draw of a file, all or nothing, and dispatches what was recorded.
    ///
    /// - Parameters:
    ///   - game: the game the draws must be of, if one was asked for.
    ///   - replacing: whether a draw recorded otherwise is replaced rather than refused.
    /// - Throws: ``DrawImportError`` for a file that is not draw results, ``DrawConflictError`` for
    ///   a draw recorded otherwise, ``ActionError`` for a draw that cannot have been held as
    ///   given (see ``refuseDrawsNotHeldAsGiven(_:)``), or the files' errors.
    public func importDraws(from input: DrawInput, game: LottoGame?, replacing: Bool) throws {
        let name: String
        let bytes: [UInt8]
        switch input {
        case .file(let path):
            name = path.description
            do {
                bytes = try FileContents.read(path, limit: DrawImport.largestFile)
            } catch .tooLarge {
                throw DrawImportError(
                    .tooLarge, at: DrawSource(name: name, line: 1),
                    "larger than \(DrawImport.largestFile >> 20) MiB: not a file of draw results")
            } catch .isAFolder {
                throw StoreError.notAFile(path: path, kind: "a folder")
            } catch .system(let error) {
                throw error == .noSuchFile
                    ? StoreError.noSuchFile(path: path) : StoreError.cannotRead(path: path, reason: error.description)
            }
        case .standardInput(let input):
            name = "standard input"
            bytes = input
        }
        // Lines counted, not bytes: the reader knows the line it is on wherever it is.
        let lines = bytes.reduce(into: 1) { count, byte in if byte == UInt8(ascii: "\n") { count += 1 } }
        let meter = ProgressMeter(.readingDraws(name: name), total: lines, dispatch: dispatch)
        let (history, summary, imported): (DrawHistory, DrawMergeSummary, DrawImport.Result)
        do {
            defer { meter.end() }
            let read = try DrawImport.draws(in: bytes, name: name, game: game) { meter.advance(to: $0) }
            try refuseDrawsNotHeldAsGiven(read.draws)
            meter.begin(.recordingDraws(count: read.draws.count), total: nil)
            (history, summary, _) = try meter.beating {
                try drawHistory.get().record(replacing: replacing) { _ in read.draws }
            }
            imported = read
        }
        try dispatch(
            .drawsRecorded(
                history,
                DrawRecording(
                    draws: recorded(imported.draws, in: history), summary: summary, source: name,
                    layouts: imported.layouts)))
    }

    /// The date of a draw typed in without one: round `round`'s, for a game whose rounds are
    /// one a week; else that of the game's last draw held by the clock, by its own schedule
    /// and local time (a Powerball draw typed in at 23:30 Eastern on a Saturday is Saturday's,
    /// though it is Sunday in UTC); else, for a game without a schedule, today in UTC.
    ///
    /// - Throws: ``TicketDrawError/roundOutOfRange(_:game:)`` for a round of a weekly game
    ///   whose date would be past the year 9999.
    func dateOfDrawTypedIn(game: LottoGame, round: Int?) throws(TicketDrawError) -> CivilDate {
        let schedule = DrawSchedule.of(game.id)
        if let round, let schedule, schedule.weeklyRoundsFrom != nil {
            guard let date = schedule.date(ofRound: round) else { throw .roundOutOfRange(round, game: game.id) }
            return date
        }
        return schedule?.lastDraw(heldBy: clock())?.date ?? today
    }

    /// Records one draw typed in: its numbers are `words` (see ``TypedDraw``), read by the
    /// rules in force on its date, which is `date`, else the one
    /// ``dateOfDrawTypedIn(game:round:)`` chooses by the clock. A draw of two sets of balls
    /// (UK Lotto from 2026-06-10) has the second after a `/`: `1 2 3 4 5 6 + 7 / 11 … + 17`.
    ///
    /// - Returns: the date recorded, and why it is not a draw day of the game, if it is not (a
    ///   draw is recorded on the day given all the same: a schedule may have moved).
    /// - Throws: ``TicketDrawError`` for a round whose date lotto cannot write, ``TicketError``
    ///   for a word that is not a number of the game, or the errors of
    ///   ``recordDraw(game:round:date:numbers:extra:second:replacing:)``.
    @discardableResult
    public func recordTypedDraw(
        _ words: [String], game: LottoGame, round: Int?, date: CivilDate?, replacing: Bool
    ) throws -> DrawTypedIn {
        let date = try date ?? dateOfDrawTypedIn(game: game, round: round)
        let played = game.asPlayed(on: date) ?? game
        let slash = words.firstIndex(of: "/")
        let typed = try TypedDraw(words: Array(words[..<(slash ?? words.endIndex)]), game: played)
        var second: TypedDraw?
        if let slash { second = try TypedDraw(words: Array(words[(slash + 1)...]), game: played) }
        if second == nil, played.eras.last?.sets == 2 {
            throw RecordedDrawError.noSecondSet(game: game.id, date: date)
        }
        try recordDraw(
            game: game, round: round, date: date, numbers: typed.numbers, extra: typed.extra, second: second,
            replacing: replacing)
        var notADrawDay: TicketDrawError?
        if let days = DrawSchedule.of(game.id)?.days(on: date), !days.contains(Weekday(of: date)) {
            notADrawDay = .notADrawDay(date, game: game.id, days: days)
        }
        return DrawTypedIn(date: date, notADrawDay: notADrawDay)
    }

    /// Records one draw typed in.
    ///
    /// - Parameters:
    ///   - round: the draw's round; `nil` for the one the date implies (see
    ///     ``round(of:on:in:)``).
    ///   - date: the draw's date (see ``dateOfDrawTypedIn(game:round:)`` for one not given).
    ///   - second: the second set of balls of a draw of two (UK Lotto from 2026-06-10).
    /// - Throws: ``RecordedDrawError`` for numbers the rules of the date refuse,
    ///   ``DrawConflictError`` for a draw recorded otherwise, ``ActionError`` for a draw that
    ///   cannot have been held as given, or the file's errors.
    public func recordDraw(
        game: LottoGame, round: Int?, date: CivilDate, numbers: [Int], extra: [Int], second: TypedDraw? = nil,
        replacing: Bool
    ) throws {
        let (history, summary, given) = try drawHistory.get().record(replacing: replacing) { history in
            let draw = try RecordedDraw(
                game: game, date: date, round: round ?? Self.round(of: game.id, on: date, in: history),
                numbers: numbers, extra: extra, second: second)
            // Checked here, under the lock and before the merge: nothing is written for a draw
            // refused.
            try refuseDrawsNotHeldAsGiven([SourcedDraw(draw)])
            return [SourcedDraw(draw)]
        }
        try dispatch(
            .drawsRecorded(
                history,
                DrawRecording(draws: recorded(given, in: history), summary: summary, source: nil, layouts: [])))
    }

    /// Removes the recorded draw of `game` that `choice` picks (a typo otherwise needs the file
    /// edited), and dispatches the history without it.
    ///
    /// - Throws: ``ActionError/noRecordedDraw(_:choice:)`` when there is no such draw (nothing
    ///   is written), or the file's errors.
    public func removeRecordedDraw(_ choice: RecordedDrawChoice, of game: GameID) throws {
        // A round and a date of a game numbered a week at a time are one draw, or none.
        if case .roundOnDate(let round, let date) = choice, let schedule = DrawSchedule.of(game),
            schedule.weeklyRoundsFrom != nil, schedule.round(on: date) != round
        {
            throw ActionError.roundAndDateDisagree(game, round: round, date: date, dateRound: schedule.round(on: date))
        }
        let (history, removed) = try drawHistory.get().remove(choice, of: game)
        guard let removed else { throw ActionError.noRecordedDraw(game, choice: choice) }
        try dispatch(.drawRemoved(history, removed: removed))
    }

    /// The round of a draw on `date`: the schedule's, for a game whose rounds are one a week
    /// (none for a day that is not a draw day); else the one the history implies: that of the
    /// draw recorded on that date; else, for a date after the game's last recorded draw, the
    /// round after it (1 for the game's first draw); else none (a draw between recorded ones, or
    /// after one without a round, as New York's are).
    static func round(of game: GameID, on date: CivilDate, in history: DrawHistory) -> Int? {
        if let schedule = DrawSchedule.of(game), schedule.weeklyRoundsFrom != nil {
            return schedule.round(on: date)
        }
        if let same = history.draw(of: game, on: date) { return same.round }
        guard let last = history.draws(of: game).last else { return 1 }
        return last.date < date ? last.round.map { $0 + 1 } : nil
    }

    /// Today's date by the clock.
    var today: CivilDate { context.today }

    /// Refuses draws that cannot have been held as given, wherever draws come in (typed,
    /// imported, fetched), so that the history never holds one; the first reason found is said:
    /// - a draw of a game with a schedule dated after its own local today, or today before its
    ///   draw time (a draw not held yet, whatever else is wrong with it);
    /// - a round its date disagrees with, in a game whose rounds are one a week (kr645's round
    ///   N is drawn on 2002-12-07 + 7(N - 1));
    /// - a draw of a game without a schedule (a custom game) dated after today, with a day's
    ///   grace for a time zone ahead of UTC.
    func refuseDrawsNotHeldAsGiven(_ draws: [SourcedDraw]) throws(ActionError) {
        let now = clock()
        let today = today
        // A game's schedule and its own today, found once a game: a file is of one game, and
        // may hold a hundred thousand draws.
        var game: (id: GameID, schedule: DrawSchedule?, today: CivilDate)?
        for sourced in draws {
            let draw = sourced.draw
            if game?.id != draw.game.id {
                let schedule = DrawSchedule.of(draw.game.id)
                game = (draw.game.id, schedule, schedule?.zone.date(at: now) ?? today)
            }
            guard let schedule = game?.schedule, let localToday = game?.today else {
                if draw.date.daysSince1970 > today.daysSince1970 + 1 { throw .drawAfterToday(sourced, today: today) }
                continue
            }
            if draw.date > localToday { throw .drawAfterToday(sourced, today: localToday) }
            if draw.date == localToday, !schedule.hasDrawn(on: draw.date, by: now) {
                throw .drawNotHeldYet(sourced, drawn: schedule.scheduledDraw(on: draw.date).drawn)
            }
            if let round = draw.round, schedule.weeklyRoundsFrom != nil, schedule.round(on: draw.date) != round {
                throw .roundNotOfItsDate(
                    sourced, dateRound: schedule.round(on: draw.date), roundDate: schedule.date(ofRound: round))
            }
        }
    }

    /// The given draws as the history now holds them (completed by what it held before).
    private func recorded(_ given: [SourcedDraw], in history: DrawHistory) -> [RecordedDraw] {
        given.compactMap { history.draw(of: $0.draw.game.id, on: $0.draw.date) }
    }
}
