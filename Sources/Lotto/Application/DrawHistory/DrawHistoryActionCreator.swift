import Platform

/// The draw history's side effects: reading it (`lotto draws`, the app's Draws tab), and
/// changing it as a ``DrawRecordingRequest`` asks: draws imported or typed in, or one removed.
/// Each dispatches what it did, which the draw history's store holds (``DrawHistoryState``).
package struct DrawHistoryActionCreator {
    /// What the composition root gives: where actions go, the draw history and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Reads the recorded draws and dispatches them, with the draws the command is about.
    package func load(_ selection: DrawSelection) throws {
        try context.loadDrawHistory(selecting: selection)
    }

    /// Changes the history as `request` asks, all or nothing, and dispatches what was done: the
    /// draws recorded (``LottoAction/drawsRecorded(_:_:)``, with, for a draw typed in, why its
    /// date is not a draw day) or the draw removed (``LottoAction/drawRemoved(_:removed:)``).
    ///
    /// - Throws: for an import, ``DrawImportError`` for a file that is not draw results; for a
    ///   draw typed in, ``TicketDrawError`` for a round whose date lotto cannot write,
    ///   ``TicketError`` for a word that is not a number of the game, ``RecordedDrawError`` for
    ///   numbers the rules of the date refuse; ``DrawConflictError`` for a draw recorded
    ///   otherwise; ``DrawRecordingError`` for a draw that cannot have been held as given (see
    ///   ``DrawsHeldCheck``), or a round and a date of a removal that are not one draw;
    ///   ``DrawRecordingError/noRecordedDraw(_:choice:)`` when there is no draw to remove; or the
    ///   files' errors. Nothing is written for a request refused.
    package func record(_ request: DrawRecordingRequest) throws {
        switch request {
        case .importing(let input, let game, let replacing):
            try importDraws(from: input, game: game, replacing: replacing)
        case .adding(let entry, let replacing): try recordTypedDraw(entry, replacing: replacing)
        case .deleting(let choice, let game): try removeRecordedDraw(choice, of: game)
        }
    }

    /// Imports every draw of a file, all or nothing, and dispatches what was recorded.
    private func importDraws(from input: DrawInput, game: LottoGame?, replacing: Bool) throws {
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
        let meter = ProgressMeter(.readingDraws(name: name), total: lines, dispatch: context.dispatch)
        let (history, summary, imported): (DrawHistory, DrawMergeSummary, DrawImport.Result)
        do {
            defer { meter.end() }
            let read = try DrawImport.draws(in: bytes, name: name, game: game) { meter.advance(to: $0) }
            try DrawsHeldCheck(now: context.clock()).refuseDrawsNotHeldAsGiven(read.draws)
            meter.begin(.recordingDraws(count: read.draws.count), total: nil)
            (history, summary, _) = try meter.beating {
                try context.drawHistory.get().record(replacing: replacing) { _ in read.draws }
            }
            imported = read
        }
        try context.dispatch(
            .drawsRecorded(
                history,
                DrawRecording(
                    draws: Self.recorded(imported.draws, in: history), summary: summary, source: name,
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
        return schedule?.lastDraw(heldBy: context.clock())?.date ?? context.today
    }

    /// Records one draw typed in: its numbers read by the rules in force on its date, the one
    /// given, else the one ``dateOfDrawTypedIn(game:round:)`` chooses by the clock; its round
    /// the one given, else the one ``round(of:on:in:)`` finds. A draw of two sets of balls (UK
    /// Lotto from 2026-06-10) has the second after a `/`: `1 2 3 4 5 6 + 7 / 11 … + 17`. A date
    /// that is not a draw day of the game is recorded all the same (a schedule may have moved),
    /// and the recording says so. Prizes and a multiplier typed in are checked against the
    /// draw's era as a publisher's are.
    private func recordTypedDraw(_ entry: TypedDrawEntry, replacing: Bool) throws {
        let (words, game, round) = (entry.words, entry.game, entry.round)
        let date = try entry.date ?? dateOfDrawTypedIn(game: game, round: round)
        let played = game.asPlayed(on: date) ?? game
        let slash = words.firstIndex(of: "/")
        let typed = try TypedDraw(words: Array(words[..<(slash ?? words.endIndex)]), game: played)
        var second: TypedDraw?
        if let slash { second = try TypedDraw(words: Array(words[(slash + 1)...]), game: played) }
        if second == nil, played.eras.last?.sets == 2 {
            throw RecordedDrawError.noSecondSet(game: game.id, date: date)
        }
        let currency = played.currency ?? .unnamed
        let prizes = try entry.prizes.map { (prize) throws(RecordedDrawError) in
            guard let amount = Money(prize.amount, currency: currency) else {
                throw .invalidPrizeAmount(tier: prize.tier, prize.amount, currency: currency)
            }
            // Named as typed: an amount past what a record holds would be said clamped.
            guard amount.minorUnits <= Int128(RecordedDraw.largestPrize) else {
                throw .typedPrizeTooLarge(tier: prize.tier, prize.amount, currency: currency)
            }
            return PrizeRecord(tier: prize.tier, winners: nil, amount: Int(clamping: amount.minorUnits))
        }
        var notADrawDay: TicketDrawError?
        if let days = DrawSchedule.of(game.id)?.days(on: date), !days.contains(Weekday(of: date)) {
            notADrawDay = .notADrawDay(date, game: game.id, days: days)
        }
        let check = DrawsHeldCheck(now: context.clock())
        let (history, summary, given) = try context.drawHistory.get().record(replacing: replacing) { history in
            let draw = try RecordedDraw(
                game: game, date: date, round: round ?? Self.round(of: game.id, on: date, in: history),
                numbers: typed.numbers, extra: typed.extra, prizes: prizes, multiplier: entry.multiplier,
                second: second)
            // Checked here, under the lock and before the merge: nothing is written for a draw
            // refused.
            try check.refuseDrawsNotHeldAsGiven([SourcedDraw(draw)])
            return [SourcedDraw(draw)]
        }
        try context.dispatch(
            .drawsRecorded(
                history,
                DrawRecording(
                    draws: Self.recorded(given, in: history), summary: summary, source: nil, layouts: [],
                    notADrawDay: notADrawDay)))
    }

    /// Removes the recorded draw of `game` that `choice` picks (a typo otherwise needs the file
    /// edited), and dispatches the history without it.
    private func removeRecordedDraw(_ choice: RecordedDrawChoice, of game: GameID) throws {
        // A round and a date of a game numbered a week at a time are one draw, or none.
        if case .roundOnDate(let round, let date) = choice, let schedule = DrawSchedule.of(game),
            schedule.weeklyRoundsFrom != nil, schedule.round(on: date) != round
        {
            throw DrawRecordingError.roundAndDateDisagree(
                game, round: round, date: date, dateRound: schedule.round(on: date))
        }
        let (history, removed) = try context.drawHistory.get().remove(choice, of: game)
        guard let removed else { throw DrawRecordingError.noRecordedDraw(game, choice: choice) }
        try context.dispatch(.drawRemoved(history, removed: removed))
    }

    /// The round of a draw on `date`: the schedule's, for a game whose rounds are one a week
    /// (none for a day that is not a draw day); else the one the history implies: that of the
    /// draw recorded on that date; else, for a date after the game's last recorded draw, the
    /// round after it (1 for a custom game's first draw: lotto numbers a game of the user's own;
    /// a game of the table's first draw typed in has none, its publisher's numbers unknown);
    /// else none (a draw between recorded ones, or after one without a round, as New York's are).
    static func round(of game: GameID, on date: CivilDate, in history: DrawHistory) -> Int? {
        let schedule = DrawSchedule.of(game)
        if let schedule, schedule.weeklyRoundsFrom != nil {
            return schedule.round(on: date)
        }
        if let same = history.draw(of: game, on: date) { return same.round }
        guard let last = history.draws(of: game).last else { return schedule == nil ? 1 : nil }
        return last.date < date ? last.round.map { $0 + 1 } : nil
    }

    /// The given draws as the history now holds them (completed by what it held before).
    private static func recorded(_ given: [SourcedDraw], in history: DrawHistory) -> [RecordedDraw] {
        given.compactMap { history.draw(of: $0.draw.game.id, on: $0.draw.date) }
    }
}
