extension Int {
    /// This many of `noun`, for a message: `1 number`, `6 numbers`, `0 draws`. The noun takes
    /// an `s` but for exactly one.
    package func counting(_ noun: String) -> String {
        "\(self) \(noun)\(self == 1 ? "" : "s")"
    }
}
