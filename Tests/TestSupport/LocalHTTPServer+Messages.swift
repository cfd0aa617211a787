import Foundation

/// What the server is told to answer, what it records of a request, and what a guarded
/// target demands.
extension LocalHTTPServer {
    /// How the server answers one request.
    package enum Reply: Sendable {
        /// A whole answer, with a `Content-Length`.
        case respond(status: Int, headers: [String] = [], body: [UInt8])
        /// Reads the request and says nothing until the client gives up (or the server stops).
        case hang
        /// Closes the connection without a word.
        case drop
        /// Announces `announced` bytes, sends `body` (fewer), then closes.
        case cutShort(body: [UInt8], announced: Int)
        /// Sends `bytes` as they are (a whole answer, head and all: see
        /// ``response(status:headers:body:)``), `piece` bytes at a time, a piece every
        /// `interval` seconds; at once with no interval.
        case raw([UInt8], piece: Int = .max, interval: Double = 0)
        /// A `200 OK` announcing a megabyte, then `piece` bytes every `interval` seconds until
        /// the client goes (or the server stops): never silent for long, never done.
        case drip(piece: Int, interval: Double)
        /// `body` in chunks of `chunk` bytes (`Transfer-Encoding: chunked`), then the
        /// `trailers` (`Name: value`) after the last chunk.
        case chunked(body: [UInt8], chunk: Int = 100, trailers: [String] = [])
        /// A status line, then header lines until the client goes.
        case endlessHeaders

        /// `200 OK` with `body`.
        package static func ok(_ body: [UInt8], contentType: String = "text/plain") -> Reply {
            .respond(status: 200, headers: ["Content-Type: \(contentType)"], body: body)
        }

        package static func ok(_ text: String, contentType: String = "text/plain") -> Reply {
            ok(Array(text.utf8), contentType: contentType)
        }
    }

    /// A request as it came.
    package struct Request: Sendable, Equatable {
        package let method: String
        /// `/lt645/selectPstLt645Info.do?srchLtEpsd=1`, or the whole address when sent to a proxy.
        package let target: String
        /// Each header's name, lowercased, and value.
        package let headers: [String: String]
        /// When it came, in seconds of the system's uptime.
        package let time: Double
    }

    /// What a request to some targets must carry, as a real service demands it: else it gets
    /// `otherwise` (dhlottery answers an HTML page to a request its own page would not make).
    package struct Gate: Sendable {
        /// The targets it guards: those beginning so.
        package let targetsStartingWith: String
        /// Each header's name, lowercased, and the value it must have.
        package let headers: [String: String]
        package let otherwise: Reply

        package init(targetsStartingWith prefix: String, headers: [String: String], otherwise: Reply) {
            targetsStartingWith = prefix
            self.headers = headers
            self.otherwise = otherwise
        }

        func admits(_ request: Request) -> Bool {
            !request.target.hasPrefix(targetsStartingWith) || headers.allSatisfy { request.headers[$0.key] == $0.value }
        }
    }
}
