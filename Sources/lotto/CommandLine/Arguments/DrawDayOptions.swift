import Lotto

/// `--round <round>` and `--date <date>`, naming a draw: the keys of `check`, `draws add` and
/// `draws delete`, each with its own help, read alike.
enum DrawDayOptions {
    /// `--round`, a draw's number: a positive whole number.
    static func round(help: String) -> OptionKey<Int?> {
        OptionKey(positive: .init(name: "round", valueName: "round", help: help))
    }

    /// `--date`, a draw's date: `YYYY-MM-DD`.
    static func date(help: String) -> OptionKey<CivilDate?> {
        OptionKey(.init(name: "date", valueName: "date", help: help), expected: "a date like 2002-12-07") {
            CivilDate($0)
        }
    }
}
