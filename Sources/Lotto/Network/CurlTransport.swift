/// Fetches by running the system's `curl`, which brings HTTPS, proxies and the system's
/// certificates without linking a TLS library into lotto: the toolchain's FoundationNetworking
/// cannot be linked into a static binary, and would load Foundation into every command
/// (docs/commands.md, "Why curl"; BENCHMARKS.md).
///
/// curl is run with `-q` (no `~/.curlrc`: every user sends the same request) and reads the
/// proxy variables itself (`http_proxy`, `https_proxy`, `all_proxy`, `no_proxy`). lotto
/// watches the silence itself: with no byte for the timeout, the child is killed.
public struct CurlTransport: HTTPTransport {
    /// The program run, found on `PATH`.
    let program: String

    public init(program: String = "curl") {
        self.program = program
    }

    public func get(_ request: HTTPRequest, progress: (HTTPProgress) -> Void) throws(HTTPError) -> HTTPResponse {
        let output: (read: Int32, write: Int32)
        let errors: (read: Int32, write: Int32)
        do {
            output = try SystemCall.makePipe()
            errors = try SystemCall.makePipe()
        } catch {
            throw .failed(code: 0, "cannot make a pipe: \(error)")
        }
        let pid: ProcessID
        do {
            pid = try SystemCall.spawn(
                program, arguments: arguments(for: request), standardOutput: output.write, standardError: errors.write)
        } catch {
            [output.read, output.write, errors.read, errors.write].forEach(SystemCall.close)
            throw error == .noSuchFile ? .curlMissing : .failed(code: 0, "cannot run \(program): \(error)")
        }
        SystemCall.close(output.write)
        SystemCall.close(errors.write)
        defer {
            SystemCall.close(output.read)
            SystemCall.close(errors.read)
        }

        var received: [UInt8] = []
        var errorText: [UInt8] = []
        var head: ResponseHead?
        let readFailure = read(
            output: output.read, errors: errors.read, timeout: request.timeout
        ) { (descriptor, bytes) throws(HTTPError) in
            guard descriptor == output.read else {
                if errorText.count < 4096 { errorText.append(contentsOf: bytes) }
                return
            }
            received.append(contentsOf: bytes)
            if head == nil {
                head = try ResponseHead.parse(received)
                // A server that never ends its headers must not fill the memory.
                guard head != nil || received.count <= ResponseHead.largestHeads else {
                    throw .failed(code: 0, "the headers go on past \(ResponseHead.largestHeads >> 10) KiB")
                }
            }
            if let head {
                let body = received.count - head.bodyStart
                guard body <= request.largestBody else { throw .tooLarge(limit: request.largestBody) }
                progress(HTTPProgress(bytes: body, expected: head.header("content-length").flatMap { Int($0) }))
            }
        }
        if readFailure != nil { SystemCall.kill(pid) }
        let end = try? SystemCall.waitForEnd(of: pid)
        if let readFailure { throw readFailure }
        switch end {
        case .exited(0)?:
            guard let head else { throw .dropped("the answer ended inside its headers") }
            return HTTPResponse(
                status: head.status, reason: head.reason, headers: head.headers,
                body: Array(received[head.bodyStart...]))
        case .exited(let code)?:
            throw Self.error(exitCode: code, words: Self.lastLine(of: errorText), largestBody: request.largestBody)
        case .signaled(let signal)?:
            throw .failed(code: 128 + signal, "curl was ended by signal \(signal)")
        case nil:
            throw .failed(code: 0, "lost track of curl")
        }
    }

    /// curl's arguments for `request`: the response heads on standard output before the body,
    /// errors alone on standard error, redirects followed (to `http` or `https` alone).
    func arguments(for request: HTTPRequest) -> [String] {
        [
            "-q", "--silent", "--show-error", "--include", "--suppress-connect-headers",
            "--location", "--max-redirs", "5", "--proto", "=http,https", "--proto-redir", "=http,https",
            "--connect-timeout", HTTPError.seconds(request.timeout),
            "--max-filesize", String(request.largestBody),
            "--user-agent", request.userAgent,
            "--url", request.address.description,
        ]
    }

    /// Reads both pipes until both end, passing each block to `body` with its descriptor; the
    /// error that stopped it (silence past `timeout`, or `body`'s), or `nil` at their end.
    private func read(
        output: Int32, errors: Int32, timeout: Double,
        _ body: (Int32, UnsafeRawBufferPointer) throws(HTTPError) -> Void
    ) -> HTTPError? {
        var open = [output, errors]
        var lastByte = SystemCall.monotonicSeconds()
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { block.deallocate() }
        while !open.isEmpty {
            let left = timeout - (SystemCall.monotonicSeconds() - lastByte)
            guard left > 0 else { return .timedOut(seconds: timeout) }
            do {
                let milliseconds = Int32(min((left * 1000).rounded(.up), Double(Int32.max)))
                for descriptor in try SystemCall.readable(open, within: milliseconds) {
                    let count = try SystemCall.read(descriptor, into: block)
                    if count == 0 {
                        open.removeAll { $0 == descriptor }
                    } else {
                        if descriptor == output { lastByte = SystemCall.monotonicSeconds() }
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

extension ResponseHead {
    fileprivate func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }
}
