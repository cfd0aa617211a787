/// A layout of draw results that `lotto draws import` reads: the files the lotteries publish,
/// and lotto's own.
package enum DrawLayout: String, Sendable, CaseIterable, CustomStringConvertible {
    /// dhlottery.co.kr's result service, one response per round: `{"data":{"list":[{"ltEpsd":…}]}}`.
    case dhlottery = "dhlottery JSON"
    /// dhlottery.co.kr's older `getLottoNumber` responses: `{"drwNo":…,"drwtNo1":…}`.
    case dhlotteryLegacy = "dhlottery legacy JSON"
    /// New York's Open Data exports of Powerball and Mega Millions.
    case newYork = "New York Open Data CSV"
    /// The UK National Lottery's draw-history downloads of EuroMillions and Lotto.
    case nationalLottery = "National Lottery CSV"
    /// `lotto draws --format json`.
    case lottoJSON = "lotto JSON"
    /// `lotto draws --format csv`.
    case lottoCSV = "lotto CSV"

    package var description: String { rawValue }
}
