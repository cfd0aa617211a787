/// The games of lotto's table (``LottoGame/all``), in the order `lotto games` lists them: what
/// the ``GameID`` of one holds.
enum KnownGame: UInt8, CaseIterable, Sendable {
    case korean645, powerball, megaMillions, euroMillions, euroJackpot, ukLotto, loto6, loto7, lotto649
    case superEnalotto

    /// The id `--game` takes.
    var id: String {
        switch self {
        case .korean645: "kr645"
        case .powerball: "powerball"
        case .megaMillions: "megamillions"
        case .euroMillions: "euromillions"
        case .euroJackpot: "eurojackpot"
        case .ukLotto: "uk-lotto"
        case .loto6: "loto6"
        case .loto7: "loto7"
        case .lotto649: "lotto649"
        case .superEnalotto: "superenalotto"
        }
    }
}
