/// A final HTTP response: its status, headers and body.
package struct HTTPResponse: Equatable, Sendable {
    /// `200`.
    package let status: Int
    /// `OK`, as the server worded it (may be empty: HTTP/2 has none).
    package let reason: String
    /// Each header's name, lowercased, and its value, in the order sent.
    package let headers: [(name: String, value: String)]
    package let body: [UInt8]

    package init(status: Int, reason: String = "", headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.reason = reason
        self.headers = headers.map { ($0.name.lowercased(), $0.value) }
        self.body = body
    }

    /// The value of the first header called `name` (any case).
    package func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name == name }?.value
    }

    /// `503 Service Unavailable`.
    package var statusLine: String {
        reason.isEmpty ? "\(status)" : "\(status) \(reason)"
    }

    package static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.reason == rhs.reason && lhs.body == rhs.body
            && lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value }
    }
}
