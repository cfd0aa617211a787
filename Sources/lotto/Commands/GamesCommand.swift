import Lotto

/// `lotto games`: the games lotto knows, with their rules, jackpot odds and prize tiers.
enum GamesCommand {
    static let spec = CommandSpec(
        name: "games",
        abstract: "List the games lotto knows.",
        discussion: """
            Each game's id (for --game), name, rule, the odds of the top prize (computed from the \
            rule) and its prize tiers, best first: '5+1' is five main numbers and one extra ball. \
            Besides these ids, --game takes a custom spec: 6/45 picks 6 of 1-45, 5/69+1/26 adds \
            1 of 1-26 from a separate drum; a custom game's only prize is matching everything.
            """,
        options: [
            FormatOption.spec,
            FormatOption.json("an array of {\"id\", \"jackpotOdds\", \"name\", \"rule\", \"tiers\"} objects."),
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let printer = ListPrinter(
            format: try FormatOption.value(in: arguments, command: spec.name), output: context.output,
            csvHeader: ["id", "jackpotOdds", "name", "rule", "tiers"])
        let idWidth = LottoGame.all.map(\.id.rawValue.count).max()!
        printer.print(
            LottoGame.all,
            text: { game, bytes in
                bytes.append(game.id.rawValue.padding(to: idWidth) + "  " + game.name + "\n")
                bytes.append(String(repeating: " ", count: idWidth + 2) + game.ruleDescription)
                bytes.append("; jackpot 1 in " + grouped(game.jackpotOdds) + "\n")
                bytes.append(String(repeating: " ", count: idWidth + 2) + "tiers: ")
                bytes.append(game.tiers.map(\.description).joined(separator: ", "))
            },
            json: { game, bytes in
                bytes.append(#"{"id":""# + game.id.rawValue + #"","jackpotOdds":"#)
                bytes.appendDecimal(game.jackpotOdds)
                bytes.append(#","name":""# + game.name + #"","rule":""# + game.ruleDescription + #"","tiers":["#)
                bytes.append(game.tiers.map { #"""# + $0.description + #"""# }.joined(separator: ","))
                bytes.append("]}")
            },
            csv: { game, bytes in
                ListPrinter.appendCSVFields(
                    [
                        game.id.rawValue, String(game.jackpotOdds), game.name, game.ruleDescription,
                        game.tiers.map(\.description).joined(separator: " "),
                    ], to: &bytes)
            })
        printer.end()
        try printer.finish()
    }

    /// `8,145,060`.
    private static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
