/// The records of dhlottery.co.kr, the operator of South Korea's Lotto 6/45 (see
/// shared/data/draws/README.md for the exact shapes).
///
/// - Current: `{"data":{"list":[{"ltEpsd":1,"ltRflYmd":"20021207","tm1WnNo":10,…,"bnsWnNo":16,
///   "rnk1WnNope":0,"rnk1WnAmt":0,…}]}}`: the round, the date (`YYYYMMDD`), six numbers and the
///   bonus, and for each of the five tiers its winners and the prize per winner (0 when nobody
///   won it: no prize, so recorded as unknown).
/// - Legacy: `{"returnValue":"success","drwNo":301,"drwNoDate":"2008-09-06","drwtNo1":7,…,
///   "bnusNo":26,"firstWinamnt":…,"firstPrzwnerCo":…}`: the first prize only.
///
/// Keys lotto does not use (sales, sums) are skipped: the publisher may add more.
enum DhlotteryRecord {
    /// Whether `bytes` are the current service's answer for a round not drawn yet: one
    /// response whose list is empty, `{"data":{"list":[]}}`. Such an answer is a few bytes: a
    /// larger one is not read as a tree here.
    static func listsNoDraw(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= 4096, let values = try? JSONParser.values(in: bytes), values.count == 1,
            case .object(let response) = values[0],
            case .object(let data)? = response["data"], case .array(let list)? = data["list"]
        else { return false }
        return list.isEmpty
    }

    /// The records a current response lists.
    static func listedRecords(in response: JSONObject, reader: DrawImport.Reader) throws(DrawImportError)
        -> [JSONObject]
    {
        guard case .object(let data)? = response["data"], case .array(let list)? = data["list"] else {
            throw reader.failure(response.line, "a dhlottery response needs \"data\": {\"list\": [...]}")
        }
        guard !list.isEmpty else {
            throw reader.failure(response.line, "the response lists no draw (a round not drawn yet?)")
        }
        var records: [JSONObject] = []
        for element in list {
            guard case .object(let record) = element else {
                throw reader.failure(response.line, "\"list\" holds \(element.shortDescription), not a draw record")
            }
            records.append(record)
        }
        return records
    }

    /// A record of the current service.
    static func current(_ record: JSONObject, reader: DrawImport.Reader) throws(DrawImportError) -> RecordedDraw {
        var fields = Fields(record, reader: reader)
        let round = try fields.whole("ltEpsd")
        fields.round = round
        let dateValue = try fields.value("ltRflYmd")
        let dateText = dateValue.string ?? (dateValue.wholeNumber.map(String.init) ?? "")
        guard dateText.count == 8, WholeNumber.isDigits(dateText),
            let date = CivilDate("\(dateText.prefix(4))-\(dateText.dropFirst(4).prefix(2))-\(dateText.suffix(2))")
        else {
            throw fields.failure("\"ltRflYmd\" \(dateValue.shortDescription) is not a date like 20021207")
        }
        var numbers: [Int] = []
        for index in 1...6 { numbers.append(try fields.whole("tm\(index)WnNo")) }
        let bonus = try fields.whole("bnsWnNo")
        var prizes: [PrizeRecord] = []
        for tier in 1...5 where record["rnk\(tier)WnNope"] != nil || record["rnk\(tier)WnAmt"] != nil {
            prizes.append(
                PrizeRecord(
                    tier: tier, winners: try fields.whole("rnk\(tier)WnNope"),
                    amount: try fields.whole("rnk\(tier)WnAmt")))
        }
        return try fields.draw(date: date, round: round, numbers: numbers, bonus: bonus, prizes: prizes)
    }

    /// A record of the legacy service.
    static func legacy(_ record: JSONObject, reader: DrawImport.Reader) throws(DrawImportError) -> RecordedDraw {
        var fields = Fields(record, reader: reader)
        if let status = record["returnValue"], status != .string("success") {
            throw fields.failure(
                "\"returnValue\" is \(status.shortDescription), not 'success': no draw in this record "
                    + "(a round not drawn yet?)")
        }
        let round = try fields.whole("drwNo")
        fields.round = round
        let dateValue = try fields.value("drwNoDate")
        guard let dateText = dateValue.string, let date = CivilDate(dateText) else {
            throw fields.failure("\"drwNoDate\" \(dateValue.shortDescription) is not a date like 2008-09-06")
        }
        var numbers: [Int] = []
        for index in 1...6 { numbers.append(try fields.whole("drwtNo\(index)")) }
        let bonus = try fields.whole("bnusNo")
        var prizes: [PrizeRecord] = []
        if record["firstPrzwnerCo"] != nil || record["firstWinamnt"] != nil {
            prizes.append(
                PrizeRecord(
                    tier: 1, winners: try fields.whole("firstPrzwnerCo"), amount: try fields.whole("firstWinamnt")))
        }
        return try fields.draw(date: date, round: round, numbers: numbers, bonus: bonus, prizes: prizes)
    }

    /// A record's fields, read with errors that name the line and, once known, the round.
    private struct Fields {
        let record: JSONObject
        let reader: DrawImport.Reader
        var round: Int?

        init(_ record: JSONObject, reader: DrawImport.Reader) {
            self.record = record
            self.reader = reader
        }

        func failure(_ reason: String) -> DrawImportError {
            reader.failure(record.line, (round.map { "round \($0): " } ?? "") + reason)
        }

        func value(_ key: String) throws(DrawImportError) -> JSONValue {
            guard let value = record[key] else { throw failure("\"\(key)\" is missing") }
            return value
        }

        func whole(_ key: String) throws(DrawImportError) -> Int {
            let value = try value(key)
            guard let number = value.wholeNumber else {
                throw failure("\"\(key)\" \(value.shortDescription) is not a whole number")
            }
            return number
        }

        func draw(date: CivilDate, round: Int, numbers: [Int], bonus: Int, prizes: [PrizeRecord])
            throws(DrawImportError)
            -> RecordedDraw
        {
            do {
                return try RecordedDraw(
                    game: .korean645, date: date, round: round, numbers: numbers, extra: [bonus], prizes: prizes)
            } catch {
                throw failure(error.description)
            }
        }
    }
}
