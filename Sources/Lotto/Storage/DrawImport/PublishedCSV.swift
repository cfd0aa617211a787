/// The CSV draw histories the lotteries publish, told apart by their header rows (see
/// shared/data/draws/README.md):
///
/// - New York Open Data: `Draw Date,Winning Numbers,Multiplier` for Powerball (the five white
///   balls, then the Powerball, in one field: `28 36 41 51 58 24`), `Draw Date,Winning
///   Numbers,Mega Ball,Multiplier` for Mega Millions; dates `MM/DD/YYYY`; no draw numbers.
/// - The UK National Lottery: `DrawDate,Ball 1,…,Ball 5,Lucky Star 1,Lucky Star 2,…,DrawNumber`
///   for EuroMillions, `Ball 1`…`Ball 6,Bonus Ball` for Lotto; dates `DD-Mon-YYYY`.
///
/// Columns are found by name, in any order, ignoring case; New York's `Multiplier` (the Power
/// Play's or Megaplier's, empty when not drawn) is kept with the draw; columns lotto does not
/// use (the ball set, the raffles) are skipped.
struct PublishedCSV {
    /// A header row, its names trimmed and lowercased.
    struct Columns {
        let names: [String]

        init(_ fields: [String]) {
            names = fields.map { String($0.lowercased().drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        }

        func index(_ name: String) -> Int? {
            names.firstIndex(of: name)
        }
    }

    private enum Shape {
        /// New York: the white balls in one field, then the red ball in it or in its own column;
        /// the multiplier in its own, if the file has it.
        case newYork(numbers: Int, redBall: Int?, multiplier: Int?)
        /// The National Lottery: a column a ball.
        case nationalLottery(balls: [Int], extra: [Int], round: Int?)
    }

    let layout: DrawLayout
    let game: LottoGame
    private let shape: Shape
    private let dateColumn: Int
    private let dateColumnName: String

    /// The layout the header names; `nil` for a header of no layout lotto reads.
    init?(_ columns: Columns) {
        if let date = columns.index("draw date"), let numbers = columns.index("winning numbers") {
            layout = .newYork
            dateColumn = date
            dateColumnName = "Draw Date"
            let megaBall = columns.index("mega ball")
            game = LottoGame(megaBall == nil ? .powerball : .megaMillions)
            shape = .newYork(numbers: numbers, redBall: megaBall, multiplier: columns.index("multiplier"))
            return
        }
        guard let date = columns.index("drawdate") ?? columns.index("draw date") else { return nil }
        func indexes(_ names: [String]) -> [Int]? {
            let found = names.compactMap(columns.index)
            return found.count == names.count ? found : nil
        }
        let round = columns.index("drawnumber") ?? columns.index("draw number")
        if let balls = indexes((1...5).map { "ball \($0)" }), let stars = indexes(["lucky star 1", "lucky star 2"]) {
            game = LottoGame(.euroMillions)
            shape = .nationalLottery(balls: balls, extra: stars, round: round)
        } else if let balls = indexes((1...6).map { "ball \($0)" }), let bonus = indexes(["bonus ball"]) {
            game = LottoGame(.ukLotto)
            shape = .nationalLottery(balls: balls, extra: bonus, round: round)
        } else {
            return nil
        }
        layout = .nationalLottery
        dateColumn = date
        dateColumnName = columns.names[date] == "drawdate" ? "DrawDate" : "Draw Date"
    }

    /// The draw a row records.
    func draw(_ row: CSVReader.Row, reader: DrawImport.Reader) throws(DrawImportError) -> RecordedDraw {
        var prefix = ""
        func failure(_ reason: String) -> DrawImportError {
            reader.failure(row.line, prefix + reason)
        }
        func number(_ text: Substring, _ column: String) throws(DrawImportError) -> Int {
            let trimmed = text.drop { $0 == " " }
            guard let number = WholeNumber.parse(trimmed) else {
                throw failure("\(column) \(String(text).quoted) is not a whole number")
            }
            return number
        }
        let dateText = row.fields[dateColumn]
        let numbers: [Int]
        let extra: [Int]
        var round: Int?
        var multiplier: Int?
        let date: CivilDate?
        switch shape {
        case .newYork(let numbersColumn, let redBall, let multiplierColumn):
            date = Self.monthDayYear(dateText)
            if let multiplierColumn, !row.fields[multiplierColumn].allSatisfy({ $0 == " " }) {
                multiplier = try number(row.fields[multiplierColumn][...], "Multiplier")
            }
            var drawn: [Int] = []
            for word in row.fields[numbersColumn].split(separator: " ") {
                drawn.append(try number(word, "Winning Numbers"))
            }
            if let redBall {
                numbers = drawn
                extra = [try number(row.fields[redBall][...], "Mega Ball")]
            } else {
                // The five white balls, then the Powerball.
                guard drawn.count == 6 else {
                    throw failure(
                        "Winning Numbers \(row.fields[numbersColumn].quoted) holds \(drawn.count.counting("number")), "
                            + "not 5 white balls and the Powerball")
                }
                numbers = Array(drawn.prefix(5))
                extra = [drawn[5]]
            }
        case .nationalLottery(let balls, let extraColumns, let roundColumn):
            if let roundColumn {
                round = try number(row.fields[roundColumn][...], "DrawNumber")
                prefix = "round \(round!): "
            }
            date = Self.dayMonthYear(dateText)
            var main: [Int] = []
            for column in balls { main.append(try number(row.fields[column][...], "Ball \(main.count + 1)")) }
            var drawnExtra: [Int] = []
            for column in extraColumns { drawnExtra.append(try number(row.fields[column][...], "Ball")) }
            numbers = main
            extra = drawnExtra
        }
        guard let date else {
            throw failure(
                "\(dateColumnName) \(dateText.quoted) is not a date like "
                    + (layout == .newYork ? "12/30/2017" : "30-May-2017"))
        }
        do {
            return try RecordedDraw(
                game: game, date: date, round: round, numbers: numbers, extra: extra, multiplier: multiplier)
        } catch {
            throw failure(error.description)
        }
    }

    /// `12/30/2017`.
    static func monthDayYear(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
            let month = WholeNumber.parse(parts[0]), let day = WholeNumber.parse(parts[1]),
            let year = WholeNumber.parse(parts[2])
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// `30-May-2017`.
    static func dayMonthYear(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[2].count == 4, let day = WholeNumber.parse(parts[0]),
            let month = monthNames.firstIndex(of: parts[1].lowercased()), let year = WholeNumber.parse(parts[2])
        else { return nil }
        return CivilDate(year: year, month: month + 1, day: day)
    }
}
