/// Refuses draws that cannot have been held as given, wherever draws come in (typed, imported,
/// fetched), so that the history never holds one; the first reason found is said:
/// - a draw of a game with a schedule dated after its own local today, or today before its
///   draw time (a draw not held yet, whatever else is wrong with it);
/// - a round its date disagrees with, in a game whose rounds are one a week (kr645's round
///   N is drawn on 2002-12-07 + 7(N - 1));
/// - a draw of a game without a schedule (a custom game) dated after today, with a day's
///   grace for a time zone ahead of UTC.
struct DrawsHeldCheck {
    /// The moment the draws are judged at: the action creator's clock.
    let now: Timestamp

    /// - Throws: ``DrawRecordingError`` for the first draw that cannot have been held as given.
    func refuseDrawsNotHeldAsGiven(_ draws: [SourcedDraw]) throws(DrawRecordingError) {
        let today = CivilDate(daysSince1970: Int(now.secondsSince1970).floorDivided(by: 86_400))
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
}
