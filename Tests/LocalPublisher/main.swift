import Foundation
import TestSupport

// `swift run lotto-local-publisher`: the tests' local server (LocalHTTPServer), serving every
// publisher's samples (PublisherFixtures), to try `lotto draws update` offline. It plays
// dhlottery as it answers since its redesign: an HTML page to a request without the headers
// its own result page sends, and ten-round windows beside the path of a round a request. It
// prints its address, then reads commands on standard input, one a line:
//
//   rounds 1-299          kr645's rounds drawn so far (1-298 at the start)
//   first-path gone|on    dhlottery's path of a round a request: an HTML page, or the rounds
//   503 PATH N            the next N requests of PATH answer 503 (then as before)
//   429 PATH SECONDS      the next request of PATH answers 429 with Retry-After: SECONDS
//   html PATH | hang PATH | drop PATH | cut PATH     every request of PATH, from now on
//   log                   the requests so far
//
// PATH is a publisher's path, as `lotto draws update --json` shows in "source".
/// Prints a line at once, even into a pipe.
func say(_ words: Any...) {
    FileHandle.standardOutput.write(Data((words.map { "\($0)" }.joined(separator: " ") + "\n").utf8))
}

let server = try LocalHTTPServer()
try PublisherFixtures.serveAll(on: server, kr645Rounds: 1...298)
var drawn = 1...298
var firstPath = PublisherFixtures.FirstPath.answers
say(server.address)
while let line = readLine() {
    let words = line.split(separator: " ").map(String.init)
    guard let command = words.first else { continue }
    let path = words.count > 1 ? words[1] : ""
    switch command {
    case "rounds":
        let bounds = path.split(separator: "-").compactMap { Int($0) }
        guard bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1], bounds[1] <= 300 else {
            say("rounds FIRST-LAST, within 1-300")
            continue
        }
        drawn = bounds[0]...bounds[1]
        try PublisherFixtures.serveKorean(on: server, rounds: drawn, firstPath: firstPath)
    case "first-path":
        guard ["gone", "on"].contains(path) else {
            say("first-path gone|on")
            continue
        }
        firstPath = path == "gone" ? .gone(PublisherFixtures.htmlPage) : .answers
        try PublisherFixtures.serveKorean(on: server, rounds: drawn, firstPath: firstPath)
    case "503":
        let count = words.count > 2 ? Int(words[2]) ?? 1 : 1
        server.enqueue(path, Array(repeating: .respond(status: 503, body: Array("busy\n".utf8)), count: count))
    case "429":
        let seconds = words.count > 2 ? words[2] : "2"
        server.enqueue(path, [.respond(status: 429, headers: ["Retry-After: \(seconds)"], body: [])])
    case "html":
        server.serve(path, .ok("<!DOCTYPE html><html><body>Under maintenance</body></html>", contentType: "text/html"))
    case "hang":
        server.serve(path, .hang)
    case "drop":
        server.serve(path, .drop)
    case "cut":
        server.serve(path, .cutShort(body: Array("Draw Date,Winning Numbers".utf8), announced: 10_000))
    case "log":
        for request in server.requests { say(request.method, request.target, request.headers["user-agent"] ?? "") }
    default:
        say("unknown command \(command)")
    }
}
