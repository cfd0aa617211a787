import Dispatch
import Foundation
import Glibc
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 for the tests of `lotto draws update`: it answers each
/// request target (`/path?query`) as told, records what it was asked, and can misbehave as
/// real services do (an error, a page of HTML, silence, a dropped connection, a body cut
/// short) and as hostile ones do (bytes trickled, a drip past any deadline, chunks with
/// trailers, a head of any shape, headers that never end, a very large body). Every
/// connection is closed after one answer. Tests never reach the internet.
package final class LocalHTTPServer: Sendable {
    private struct State {
        var routes: [String: Reply] = [:]
        var queued: [String: [Reply]] = [:]
        var requests: [Request] = []
        var gates: [Gate] = []
        var stopped = false
    }

    package let port: UInt16
    private let listener: Int32
    private let state = Mutex(State())
    private let finished = DispatchGroup()

    /// Starts listening on a free port of 127.0.0.1.
    package init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ServerError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && listen(socket, 64) == 0
                    && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw ServerError("bind: \(errno)")
        }
        listener = socket
        port = UInt16(bigEndian: address.sin_port)
        let group = finished
        group.enter()
        Thread.detachNewThread { [self] in
            acceptConnections()
            group.leave()
        }
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT`.
    package var address: String { "http://127.0.0.1:\(port)" }

    /// Answers `target` with `reply` from now on (after any queued for it).
    package func serve(_ target: String, _ reply: Reply) {
        state.withLock { $0.routes[target] = reply }
    }

    /// Answers the requests `gate` guards that lack its headers with its `otherwise`, whatever
    /// their target's reply.
    package func guarded(by gate: Gate) {
        state.withLock { state in
            state.gates.removeAll { $0.targetsStartingWith == gate.targetsStartingWith }
            state.gates.append(gate)
        }
    }

    /// Answers the next requests for `target` with `replies`, one each, before its lasting reply.
    package func enqueue(_ target: String, _ replies: [Reply]) {
        state.withLock { $0.queued[target, default: []].append(contentsOf: replies) }
    }

    /// Every request so far, in the order they came.
    package var requests: [Request] {
        state.withLock { $0.requests }
    }

    /// Stops listening, and ends every hanging connection.
    package func stop() {
        let wasStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        finished.wait()
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptConnections() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            finished.enter()
            Thread.detachNewThread { [self] in
                handle(connection)
                close(connection)
                finished.leave()
            }
        }
    }

    private func handle(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        let reply = state.withLock { state -> Reply in
            state.requests.append(request)
            if let gate = state.gates.first(where: { !$0.admits(request) }) { return gate.otherwise }
            if var queue = state.queued[request.target], !queue.isEmpty {
                let first = queue.removeFirst()
                state.queued[request.target] = queue
                return first
            }
            return state.routes[request.target]
                ?? .respond(status: 404, headers: ["Content-Type: text/plain"], body: Array("not found\n".utf8))
        }
        switch reply {
        case .respond(let status, let headers, let body):
            _ = send(Self.response(status: status, headers: headers, body: body)[...], on: connection)
        case .cutShort(let body, let announced):
            _ = send((Self.head(status: 200, headers: [], length: announced) + body)[...], on: connection)
        case .raw(let bytes, let piece, let interval):
            var sent = 0
            while sent < bytes.count, !isStopped {
                if sent > 0, interval > 0 { Thread.sleep(forTimeInterval: interval) }
                let end = sent + min(piece, bytes.count - sent)
                guard send(bytes[sent..<end], on: connection) else { return }
                sent = end
            }
        case .drip(let piece, let interval):
            guard send(Array("HTTP/1.1 200 OK\r\nContent-Length: 1048576\r\n\r\n".utf8)[...], on: connection)
            else { return }
            while !isStopped {
                Thread.sleep(forTimeInterval: interval)
                guard send(Array(repeating: UInt8(ascii: "x"), count: piece)[...], on: connection) else { return }
            }
        case .chunked(let body, let chunk, let trailers):
            let names = trailers.map { String($0.prefix { $0 != ":" }) }.joined(separator: ", ")
            var bytes = Array(
                ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n"
                    + (trailers.isEmpty ? "" : "Trailer: \(names)\r\n") + "\r\n").utf8)
            for start in stride(from: 0, to: body.count, by: chunk) {
                let part = body[start..<min(start + chunk, body.count)]
                bytes += Array(String(part.count, radix: 16).utf8) + [13, 10] + part + [13, 10]
            }
            bytes += Array(("0\r\n" + trailers.map { $0 + "\r\n" }.joined() + "\r\n").utf8)
            _ = send(bytes[...], on: connection)
        case .endlessHeaders:
            guard send(Array("HTTP/1.1 200 OK\r\n".utf8)[...], on: connection) else { return }
            let line = Array(("X-Padding: " + String(repeating: "a", count: 1000) + "\r\n").utf8)[...]
            while !isStopped, send(line, on: connection) {}
        case .drop:
            return
        case .hang:
            // Until the client closes its end, or the server stops.
            var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            var byte: UInt8 = 0
            while !isStopped {
                if poll(&descriptor, 1, 50) > 0, recv(connection, &byte, 1, Int32(MSG_PEEK)) <= 0 { return }
            }
        }
    }

    /// A whole answer's bytes, with a `Content-Length`: for ``Reply/raw(_:piece:interval:)``,
    /// or for a body that looks like an answer.
    package static func response(status: Int, headers: [String] = [], body: [UInt8]) -> [UInt8] {
        head(status: status, headers: headers, length: body.count) + body
    }

    private static func head(status: Int, headers: [String], length: Int) -> [UInt8] {
        let reason =
            [
                200: "OK", 302: "Found", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
                502: "Bad Gateway", 503: "Service Unavailable",
            ][status] ?? "Status"
        var text = "HTTP/1.1 \(status) \(reason)\r\n"
        for header in headers { text += header + "\r\n" }
        text += "Content-Length: \(length)\r\nConnection: close\r\n\r\n"
        return Array(text.utf8)
    }

    /// Sends `bytes` whole; `false` once the client has gone.
    private func send(_ bytes: ArraySlice<UInt8>, on connection: Int32) -> Bool {
        var sent = bytes.startIndex
        while sent < bytes.endIndex {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Reads a request's head: its request line and headers (a GET has no body).
    private func readRequest(_ connection: Int32) -> Request? {
        var received: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4096)
        while !received.containsHeadEnd {
            let count = block.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0, received.count < 65_536 else { return nil }
            received += block[..<count]
        }
        let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Request(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
            time: ProcessInfo.processInfo.systemUptime)
    }

    /// A refused connection's address: a port of 127.0.0.1 that was free a moment ago, and
    /// has no listener.
    package static func refusingAddress() throws -> String {
        let server = try LocalHTTPServer()
        let address = server.address
        server.stop()
        return address
    }

    package struct ServerError: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }
}

extension [UInt8] {
    fileprivate var containsHeadEnd: Bool {
        count >= 4
            && indices.dropLast(3).contains {
                self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10
            }
    }
}
