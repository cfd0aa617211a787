import Platform

/// Fetches by running the system's `curl`, which brings HTTPS, proxies and the system's
/// certificates without linking a TLS library into lotto: the toolchain's FoundationNetworking
/// cannot be linked into a static binary, and would load Foundation into every command
/// (docs/commands.md, "Why curl").
///
/// curl is run with `-q` (no `~/.curlrc`: every user sends the same request) and reads the
/// proxy variables itself (`http_proxy`, `https_proxy`, `all_proxy`, `no_proxy`). It writes
/// the body alone on its standard output, as it comes (`--no-buffer`), and every head (and the
/// trailers) on a descriptor of their own (`--dump-header /dev/fd/3`), so that no body is
/// taken for a head nor a head for a body. lotto watches the time itself: when the answer is
/// not whole within the timeout of the request's start, however its bytes come, or at the
/// deadline of the fetch, the child is killed; curl's `--max-time` is the earlier of the two
/// too, for a curl whose lotto was killed with `SIGKILL`.
package struct CurlTransport: HTTPTransport {
    /// The program run, found on `PATH`.
    let program: String

    package init(program: String = "curl") {
        self.program = program
    }

    /// The descriptor curl writes the heads to.
    static let headDescriptor = 3

    package func get(_ request: HTTPRequest, progress: (HTTPProgress) -> Void) throws(HTTPError) -> HTTPResponse {
        var pipes: [(read: Int32, write: Int32)] = []
        do {
            for _ in 0..<3 { pipes.append(try SystemCall.makePipe()) }
        } catch {
            for pipe in pipes { [pipe.read, pipe.write].forEach(SystemCall.close) }
            throw .failed(code: 0, "cannot make a pipe: \(error)")
        }
        let (body, errors, heads) = (pipes[0], pipes[1], pipes[2])
        let pid: ProcessID
        // The request's own time runs from here, before curl is started.
        let start = SystemCall.monotonicSeconds()
        do {
            pid = try SystemCall.spawn(
                program, arguments: arguments(for: request, now: start),
                outputs: [body.write, errors.write, heads.write])
        } catch {
            for pipe in pipes { [pipe.read, pipe.write].forEach(SystemCall.close) }
            throw error == .noSuchFile ? .curlMissing : .failed(code: 0, "cannot run \(program): \(error)")
        }
        for pipe in pipes { SystemCall.close(pipe.write) }
        defer {
            for pipe in pipes { SystemCall.close(pipe.read) }
        }

        var answer = Answer(largestBody: request.largestBody)
        let readFailure = read(
            [heads.read, body.read, errors.read], counting: [heads.read, body.read], request: request, start: start
        ) { (descriptor, bytes) throws(HTTPError) in
            switch descriptor {
            case heads.read: try answer.addHead(bytes)
            case body.read:
                try answer.addBody(bytes)
                progress(HTTPProgress(bytes: answer.body.count, expected: answer.expectedLength))
            default: answer.addError(bytes)
            }
        }
        if readFailure != nil { SystemCall.kill(pid) }
        let end = try? SystemCall.waitForEnd(of: pid)
        if let readFailure { throw readFailure }
        // Read again below where it must be HTTP: an error of curl's comes first.
        let final = try? ResponseHead.final(in: answer.heads)
        switch end {
        case .exited(let code)? where code == 0 || (code == 47 && final?.status.isRedirect == true):
            // 47: too many redirects; the last one, not followed, is the answer.
            guard let final = try ResponseHead.final(in: answer.heads) else {
                throw .dropped("the answer ended inside its headers")
            }
            // A redirect curl did not follow (no Location, or too many) is the answer: its
            // body, which may look like anything, is never read.
            return HTTPResponse(
                status: final.status, reason: final.reason, headers: final.headers,
                body: final.status.isRedirect ? [] : answer.takeBody())
        case .exited(28)? where SystemCall.monotonicSeconds() >= request.deadline.end:
            throw .deadlinePassed(seconds: request.deadline.seconds, after: nil)
        case .exited(28)? where SystemCall.monotonicSeconds() >= start + request.timeout:
            throw answer.heads.isEmpty && answer.body.isEmpty
                ? .timedOut(seconds: request.timeout) : .tooSlow(seconds: request.timeout)
        case .exited(27)? where final == nil:
            // curl's only allocation that a server can make fail: a header line without end.
            throw .headersTooLarge(Self.lastLine(of: answer.errorText))
        case .exited(let code)?:
            throw Self.error(
                exitCode: code, words: Self.lastLine(of: answer.errorText), largestBody: request.largestBody)
        case .signaled(let signal)?:
            throw .failed(code: 128 + signal, "curl was ended by signal \(signal)")
        case nil:
            throw .failed(code: 0, "lost track of curl")
        }
    }

    /// What has come from curl so far: the heads, the body, the errors.
    private struct Answer {
        let largestBody: Int
        private(set) var heads: [UInt8] = []
        private(set) var body: [UInt8] = []
        private(set) var errorText: [UInt8] = []
        /// The final head, once it came whole before the body.
        private var head: ResponseHead?

        init(largestBody: Int) {
            self.largestBody = largestBody
        }

        /// The body's length, when the server said it.
        var expectedLength: Int? {
            head?.header("content-length").flatMap { Int($0) }
        }

        mutating func addHead(_ bytes: UnsafeRawBufferPointer) throws(HTTPError) {
            heads.append(contentsOf: bytes)
            // A server that never ends its headers must not fill the memory.
            guard heads.count <= ResponseHead.largestHeads else {
                throw .headersTooLarge("more than \(ResponseHead.largestHeads >> 10) KiB of them")
            }
        }

        mutating func addBody(_ bytes: UnsafeRawBufferPointer) throws(HTTPError) {
            if head == nil {
                // curl writes a response's head before its body: it is whole by now (or in the
                // next read), and says how much room the body needs, so that a large body
                // grows in one block rather than by copies. What is not HTTP is said at the end.
                head = try? ResponseHead.final(in: heads)
                if let expectedLength, expectedLength <= largestBody { body.reserveCapacity(expectedLength) }
            }
            guard body.count + bytes.count <= largestBody else { throw .tooLarge(limit: largestBody) }
            body.append(contentsOf: bytes)
        }

        mutating func addError(_ bytes: UnsafeRawBufferPointer) {
            if errorText.count < 4096 { errorText.append(contentsOf: bytes) }
        }

        /// The body, given away whole: no copy of it is made.
        mutating func takeBody() -> [UInt8] {
            defer { body = [] }
            return body
        }
    }

    /// curl's arguments for `request` started at `now`: the body alone on standard output,
    /// unbuffered; the heads on descriptor 3; errors alone on standard error; redirects
    /// followed (to `http` or `https` alone); the whole transfer over within the timeout, and
    /// by the deadline; the request's headers sent.
    func arguments(for request: HTTPRequest, now: Double) -> [String] {
        // Whole seconds, at least 1 (curl's 0 is no limit), rounded up: lotto's own watchdog
        // ends the transfer first; this bounds a curl whose lotto was killed.
        let end = min(request.deadline.end, now + request.timeout)
        let maxTime = max(1, Int(min((end - now).rounded(.up), 1e9)))
        return [
            "-q", "--silent", "--show-error", "--no-buffer", "--dump-header", "/dev/fd/\(Self.headDescriptor)",
            "--suppress-connect-headers",
            "--location", "--max-redirs", "5", "--proto", "=http,https", "--proto-redir", "=http,https",
            "--connect-timeout", HTTPError.seconds(request.timeout), "--max-time", String(maxTime),
            "--max-filesize", String(request.largestBody),
            "--user-agent", request.userAgent,
        ] + request.headers.flatMap { ["--header", $0.description] } + ["--url", request.address.description]
    }

    /// Reads `descriptors` until each ends, passing each block to `body` with its descriptor
    /// (in the order given, when several are ready); the error that stopped it, or `nil` at
    /// their end. The request's timeout from `start`, or its deadline, stops it, however the
    /// bytes come: a drip never silent for long is stopped as surely as silence. Whether a byte
    /// came on one of `counting` tells the one from the other.
    private func read(
        _ descriptors: [Int32], counting: [Int32], request: HTTPRequest, start: Double,
        _ body: (Int32, UnsafeRawBufferPointer) throws(HTTPError) -> Void
    ) -> HTTPError? {
        var open = descriptors
        var anyByte = false
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { block.deallocate() }
        while !open.isEmpty {
            let now = SystemCall.monotonicSeconds()
            let left = request.timeout - (now - start)
            let deadline = request.deadline.end - now
            guard deadline > 0 else { return .deadlinePassed(seconds: request.deadline.seconds, after: nil) }
            guard left > 0 else {
                return anyByte ? .tooSlow(seconds: request.timeout) : .timedOut(seconds: request.timeout)
            }
            do {
                let milliseconds = Int32(min((min(left, deadline) * 1000).rounded(.up), Double(Int32.max)))
                let ready = try SystemCall.readable(open, within: milliseconds)
                for descriptor in open where ready.contains(descriptor) {
                    let count = try SystemCall.read(descriptor, into: block)
                    if count == 0 {
                        open.removeAll { $0 == descriptor }
                    } else {
                        if counting.contains(descriptor) { anyByte = true }
                        try body(descriptor, UnsafeRawBufferPointer(rebasing: block[..<count]))
                    }
                }
            } catch let error as Errno {
                return .failed(code: 0, "cannot read from curl: \(error)")
            } catch let error as HTTPError {
                return error
            } catch {
                return .failed(code: 0, "\(error)")
            }
        }
        return nil
    }

    /// What curl's exit `code` means (curl's man page, EXIT CODES); `words` are its own.
    static func error(exitCode code: Int32, words: String, largestBody: Int) -> HTTPError {
        switch code {
        // 28 is curl's own timeout, on connecting: its words say how long it waited.
        case 5, 6, 7, 28, 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 83, 90, 91: .cannotConnect(words)
        case 18: .cutShort(words)
        // 56 is also curl's refusal of endless headers (7.88: "Too large response headers:
        // 308067 > 307200"), which asking again cannot mend.
        case 56 where words.hasPrefix("Too large response headers"): .headersTooLarge(words)
        case 16, 52, 55, 56, 92, 95: .dropped(words)
        case 63: .tooLarge(limit: largestBody)
        default: .failed(code: code, words)
        }
    }

    /// The last line curl wrote, without its `curl: (7) ` prefix.
    static func lastLine(of errorText: [UInt8]) -> String {
        let text = String(decoding: errorText, as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).last.map(String.init) ?? "no words from curl"
        guard line.hasPrefix("curl: ("), let close = line.firstIndex(of: ")") else { return line }
        return String(line[line.index(after: close)...].drop { $0 == " " })
    }
}

extension Int {
    /// A 3xx status.
    fileprivate var isRedirect: Bool { (300..<400).contains(self) }
}
