import Platform

/// A word as a POSIX shell reads it back unchanged: for a command that advice gives to run.
enum ShellWord {
    /// `word` as it is when the shell takes it as one word as it is; else in single quotes, a
    /// quote inside ended, escaped and begun again (`it's` is `'it'\''s'`).
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_./=:,+@%".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingEvery("'", with: #"'\''"#) + "'"
    }
}
