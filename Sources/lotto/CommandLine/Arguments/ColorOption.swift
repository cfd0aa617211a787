import Lotto
import Platform

/// `--color auto|always|never` on every command that prints, and the variables that say the
/// same for every command: which wins is written once, here, and in the manual.
///
/// Precedence, first that speaks wins: `--color always|never`; then `NO_COLOR` (set and not
/// empty: never, no-color.org); then `CLICOLOR_FORCE` or `FORCE_COLOR` (set, not empty and not
/// `0`: always); then `CLICOLOR=0` (never); else auto: colour when standard output is a
/// terminal and `TERM` is not `dumb`. A refusal beats a forcing between variables, since a
/// stray colour code breaks what reads it and a missing one breaks nothing.
enum ColorOption {
    enum Choice: String, CaseIterable {
        case auto, always, never
    }

    /// The choice `--color` gives, if it is given.
    static let key = OptionKey(
        CommandSpec.Option(
            name: "color", valueName: "when",
            help: "Colour the numbers: auto (on a terminal), always (for less -R) or never; beats NO_COLOR, "
                + "CLICOLOR_FORCE and FORCE_COLOR.",
            defaultValue: "auto"),
        expected: "auto, always or never"
    ) { Choice(rawValue: $0) }

    /// Whether to colour, by the precedence above.
    ///
    /// - Parameter isTerminal: whether standard output is a terminal; asked only when it decides.
    static func colors(
        _ choice: Choice?, environment: (String) -> String?,
        isTerminal: () -> Bool = {
            SystemCall.isTerminal(SystemCall.standardOutput)
        }
    ) -> Bool {
        func isSet(_ name: String) -> Bool {
            guard let value = environment(name) else { return false }
            return !value.isEmpty && value != "0"
        }
        switch choice {
        case .always: return true
        case .never: return false
        case .auto, nil: break
        }
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
        if isSet("CLICOLOR_FORCE") || isSet("FORCE_COLOR") { return true }
        if environment("CLICOLOR") == "0" { return false }
        return environment("TERM") != "dumb" && isTerminal()
    }
}
