extension DrawSchedule {
    /// The schedule of a known game, as its lottery publishes it; `nil` for a custom game
    /// (`6/45`), which has no draw days.
    ///
    /// Sales close at the time the lottery gives for its own outlets where it sets one; where
    /// states or countries set their own (Powerball, Mega Millions, Eurojackpot), at the usual
    /// one, so a ticket bought in the last hour elsewhere may be for the draw after.
    public static func of(_ game: GameID) -> DrawSchedule? {
        guard case .known(let known) = game.game else { return nil }
        // Each game's schedule is made the first time it is asked for: `lotto new` finds its
        // game's next draw without making every game's (nor a dictionary of them).
        return switch known {
        case .korean645: korean645
        case .powerball: powerball
        case .megaMillions: megaMillions
        case .euroMillions: euroMillions
        case .euroJackpot: euroJackpot
        case .ukLotto: ukLotto
        case .loto6: loto6
        case .loto7: loto7
        case .lotto649: lotto649
        case .superEnalotto: superEnalotto
        }
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: day)!
    }

    /// `hour:minute`, in minutes after midnight.
    private static func time(_ hour: Int, _ minute: Int) -> Int {
        hour * 60 + minute
    }

    // Saturdays at 20:35 KST; sales close at 20:00. Round 1 was 2002-12-07.
    private static let korean645 = DrawSchedule(
        eras: [Era(date(2002, 12, 7), [.saturday])], drawAt: time(20, 35), salesCloseAt: time(20, 0),
        zone: .fixed(hoursFromUTC: 9), weeklyRoundsFrom: date(2002, 12, 7))
    // 22:59 ET; Mondays too from 2021-08-23.
    private static let powerball = DrawSchedule(
        eras: [Era(nil, [.wednesday, .saturday]), Era(date(2021, 8, 23), [.monday, .wednesday, .saturday])],
        drawAt: time(22, 59), salesCloseAt: time(22, 0), zone: .northAmericanEastern)
    // 23:00 ET.
    private static let megaMillions = DrawSchedule(
        eras: [Era(nil, [.tuesday, .friday])], drawAt: time(23, 0), salesCloseAt: time(22, 45),
        zone: .northAmericanEastern)
    // Paris, 20:45 CET; the UK's sales close at 19:30 UK time. Tuesdays too from 2011-05-10.
    private static let euroMillions = DrawSchedule(
        eras: [Era(date(2004, 2, 13), [.friday]), Era(date(2011, 5, 10), [.tuesday, .friday])],
        drawAt: time(20, 45), salesCloseAt: time(20, 30), zone: .european(standardHoursFromUTC: 1))
    // Helsinki, 21:00 EET (20:00 CET); sales close at 19:00 CET. Tuesdays too from 2022-03-29.
    private static let euroJackpot = DrawSchedule(
        eras: [Era(date(2012, 3, 23), [.friday]), Era(date(2022, 3, 29), [.tuesday, .friday])],
        drawAt: time(21, 0), salesCloseAt: time(20, 0), zone: .european(standardHoursFromUTC: 2))
    // 20:00 UK time; sales close at 19:30. Wednesdays too from 1997-02-05.
    private static let ukLotto = DrawSchedule(
        eras: [Era(date(1994, 11, 19), [.saturday]), Era(date(1997, 2, 5), [.wednesday, .saturday])],
        drawAt: time(20, 0), salesCloseAt: time(19, 30), zone: .european(standardHoursFromUTC: 0))
    // 18:45 JST; sales close at 18:30. Mondays too from 2011-04-04.
    private static let loto6 = DrawSchedule(
        eras: [Era(date(2000, 10, 5), [.thursday]), Era(date(2011, 4, 4), [.monday, .thursday])],
        drawAt: time(18, 45), salesCloseAt: time(18, 30), zone: .fixed(hoursFromUTC: 9))
    private static let loto7 = DrawSchedule(
        eras: [Era(date(2013, 4, 5), [.friday])], drawAt: time(18, 45), salesCloseAt: time(18, 30),
        zone: .fixed(hoursFromUTC: 9))
    // 22:30 ET, when sales close.
    private static let lotto649 = DrawSchedule(
        eras: [Era(nil, [.wednesday, .saturday])], drawAt: time(22, 30), salesCloseAt: time(22, 30),
        zone: .northAmericanEastern)
    // 20:00 CET; sales close at 19:30. Wednesdays and Saturdays from the first draw, with the
    // Lotto's; Tuesdays, Thursdays and Saturdays from 2005-06-21 (AAMS decree of 2005-06-09,
    // agipronews.it 2005-06-14).
    private static let superEnalotto = DrawSchedule(
        eras: [
            Era(date(1997, 12, 3), [.wednesday, .saturday]), Era(date(2005, 6, 21), [.tuesday, .thursday, .saturday]),
        ], drawAt: time(20, 0),
        salesCloseAt: time(19, 30), zone: .european(standardHoursFromUTC: 1))
}
