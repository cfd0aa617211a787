/// What carries one GET: ``CurlTransport`` in lotto, a stand-in in tests.
package protocol HTTPTransport: Sendable {
    /// Fetches `request` once, calling `progress` as the body comes.
    ///
    /// - Returns: the final response, whatever its status (after redirects).
    func get(_ request: HTTPRequest, progress: (HTTPProgress) -> Void) throws(HTTPError) -> HTTPResponse
}

/// One GET, as lotto sends it.
package struct HTTPRequest: Equatable, Sendable {
    package let address: WebAddress
    /// `lotto/0.1.0`.
    package let userAgent: String
    /// Seconds this attempt may take, from its start to the answer's last byte, however the
    /// bytes come.
    package let timeout: Double
    /// The largest body read.
    package let largestBody: Int
    /// When the whole fetch must be over: this attempt ends then, however the bytes come.
    package let deadline: HTTPDeadline
    /// The headers sent beside the `User-Agent`, in order.
    package let headers: [HTTPHeader]

    package init(
        address: WebAddress, userAgent: String, timeout: Double, largestBody: Int, deadline: HTTPDeadline,
        headers: [HTTPHeader] = []
    ) {
        self.address = address
        self.userAgent = userAgent
        self.timeout = timeout
        self.largestBody = largestBody
        self.deadline = deadline
        self.headers = headers
    }
}

/// How much of a body has come.
package struct HTTPProgress: Equatable, Sendable {
    /// Bytes of the body received so far.
    package let bytes: Int
    /// The body's length, when the server said it.
    package let expected: Int?

    package init(bytes: Int, expected: Int?) {
        self.bytes = bytes
        self.expected = expected
    }
}
