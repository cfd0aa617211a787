import Lotto
import Platform

/// Where lotto keeps its files, from the command line and the environment (XDG Base
/// Directory 0.8). Paths are bytes, as the system gives them: a folder whose name is not UTF-8
/// is still that folder.
enum StoreLocations {
    /// The saved tickets: `option` (`--store`), else `$LOTTO_STORE`, else
    /// `$XDG_DATA_HOME/lotto/tickets.jsonl`, else `~/.local/share/lotto/tickets.jsonl`.
    ///
    /// - Parameter environment: reads a variable's bytes; empty values count as unset.
    static func ticketStore(
        option: FilePath?, environment: (String) -> FilePath?
    ) throws(CommandLineError) -> FilePath {
        try dataFile(option: option, variable: "LOTTO_STORE", name: "tickets.jsonl", environment)
    }

    /// The recorded draws: `option` (`--draws`), else `$LOTTO_DRAWS`, else
    /// `$XDG_DATA_HOME/lotto/draws.jsonl`, else `~/.local/share/lotto/draws.jsonl`.
    static func drawHistory(
        option: FilePath?, environment: (String) -> FilePath?
    ) throws(CommandLineError) -> FilePath {
        try dataFile(option: option, variable: "LOTTO_DRAWS", name: "draws.jsonl", environment)
    }

    /// A file of lotto's data: `option`, else the file `variable` names, else `name` in
    /// lotto's folder of the XDG data home.
    private static func dataFile(
        option: FilePath?, variable: String, name: String, _ environment: (String) -> FilePath?
    ) throws(CommandLineError) -> FilePath {
        if let option { return option }
        if let path = nonEmpty(environment(variable)) { return path }
        return try base(variable: "XDG_DATA_HOME", fallback: ".local/share", environment).appending("/lotto/\(name)")
    }

    /// The last draw: `$XDG_STATE_HOME/lotto/last-draw`, else `~/.local/state/lotto/last-draw`.
    static func lastDraw(environment: (String) -> FilePath?) throws(CommandLineError) -> FilePath {
        try base(variable: "XDG_STATE_HOME", fallback: ".local/state", environment).appending("/lotto/last-draw")
    }

    /// An XDG base folder; a relative value is invalid by the specification and ignored.
    private static func base(
        variable: String, fallback: String, _ environment: (String) -> FilePath?
    ) throws(CommandLineError) -> FilePath {
        if let value = nonEmpty(environment(variable)), value.bytes.first == UInt8(ascii: "/") {
            return value
        }
        guard let home = nonEmpty(environment("HOME")) else {
            throw CommandLineError(
                message: "no home folder to keep lotto's files in: set HOME or \(variable)", exitCode: .cannotCreate)
        }
        return home.appending("/" + fallback)
    }

    private static func nonEmpty(_ value: FilePath?) -> FilePath? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
