/// Where lotto keeps its files, from the command line and the environment (XDG Base
/// Directory 0.8).
public enum StoreLocations {
    /// The saved tickets: `--store PATH`, else `$LOTTO_STORE`, else
    /// `$XDG_DATA_HOME/lotto/tickets.jsonl`, else `~/.local/share/lotto/tickets.jsonl`.
    ///
    /// - Parameter environment: reads a variable; empty values count as unset.
    public static func ticketStore(
        option: String?, environment: (String) -> String?
    ) throws(StoreError) -> String {
        if let option { return option }
        if let path = nonEmpty(environment("LOTTO_STORE")) { return path }
        return try base(variable: "XDG_DATA_HOME", fallback: ".local/share", environment)
            + "/lotto/tickets.jsonl"
    }

    /// The last draw of `lotto new`: `$XDG_STATE_HOME/lotto/last-draw`, else
    /// `~/.local/state/lotto/last-draw`.
    public static func lastDraw(environment: (String) -> String?) throws(StoreError) -> String {
        try base(variable: "XDG_STATE_HOME", fallback: ".local/state", environment) + "/lotto/last-draw"
    }

    /// An XDG base folder; a relative value is invalid by the specification and ignored.
    private static func base(
        variable: String, fallback: String, _ environment: (String) -> String?
    ) throws(StoreError) -> String {
        if let value = nonEmpty(environment(variable)), value.hasPrefix("/") {
            return value
        }
        guard let home = nonEmpty(environment("HOME")) else { throw .noHome }
        return home + "/" + fallback
    }

    private static func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
