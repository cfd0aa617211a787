/// What carries one GET: ``CurlTransport`` in lotto, a stand-in in tests.
public protocol HTTPTransport: Sendable {
    /// Fetches `request` once, calling `progress` as the body comes.
    ///
    /// - Returns: the final response, whatever its status (after redirects).
    func get(_ request: HTTPRequest, progress: (HTTPProgress) -> Void) throws(HTTPError) -> HTTPResponse
}

/// One GET, as lotto sends it.
public struct HTTPRequest: Equatable, Sendable {
    public let address: WebAddress
    /// `lotto/0.1.0`.
    public let userAgent: String
    /// Seconds this attempt may take, from its start to the answer's last byte, however the
    /// bytes come.
    public let timeout: Double
    /// The largest body read.
    public let largestBody: Int
    /// When the whole fetch must be over: this attempt ends then, however the bytes come.
    public let deadline: HTTPDeadline
    /// The headers sent beside the `User-Agent`, in order.
    public let headers: [HTTPHeader]

    public init(
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
public struct HTTPProgress: Equatable, Sendable {
    /// Bytes of the body received so far.
    public let bytes: Int
    /// The body's length, when the server said it.
    public let expected: Int?

    public init(bytes: Int, expected: Int?) {
        self.bytes = bytes
        self.expected = expected
    }
}
