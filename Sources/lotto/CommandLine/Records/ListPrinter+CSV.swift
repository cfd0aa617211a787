import Platform

/// CSV: the one writer of its fields, for every record.
extension ListPrinter {
    /// Appends CSV fields (RFC 4180): separated by commas, quoted when they hold a comma, a
    /// quote or a line break. Lists of numbers go in one field, separated by spaces.
    static func appendCSVFields(_ fields: [String], to bytes: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) {
                bytes.append(contentsOf: ("\"" + field.replacingEvery("\"", with: "\"\"") + "\"").utf8)
            } else {
                bytes.append(contentsOf: field.utf8)
            }
        }
    }
}

extension [Int] {
    /// `3 11 19`: a list of numbers in one CSV field.
    var spaced: String {
        map(String.init).joined(separator: " ")
    }
}
