/// Fetches one game's results from its publisher, a request at a time, checking that each
/// answer is the publisher's layout and of the game, and telling how far it has gone.
struct DrawFetch {
    /// The most draws one answer may hold. No game has had a hundred thousand draws (a daily
    /// game would take over 270 years), so more is not one game's results; and every draw is
    /// held until all are checked, at many times the bytes of its line, so that an answer of
    /// short rows near the largest body would cost several times its size.
    static let mostDraws = 100_000

    let game: LottoGame
    let publisher: DrawPublisher
    let base: WebAddress
    let client: HTTPClient
    /// Called with the progress as it changes.
    let report: (DrawUpdateProgress) -> Void
    private let started: Double
    /// When the game's update must be over, every request and retry included: 10 timeouts
    /// from its start, and a timeout and ``HTTPClient/spacing`` more for each of dhlottery's
    /// windows it needs (``expect(windows:)``), known from the schedule before the first is
    /// asked. Each request ends within its timeout, so a first sync of a hundred windows has
    /// the time a hundred answers need, and no answer can stretch it.
    private(set) var deadline: HTTPDeadline
    /// The path (no query) of the last answer that was the publisher's: what `draws update
    /// --json` says answered.
    private(set) var answeringPath: String?
    private(set) var progress: DrawUpdateProgress

    init(
        game: LottoGame, publisher: DrawPublisher, base: WebAddress, client: HTTPClient,
        report: @escaping (DrawUpdateProgress) -> Void
    ) {
        self.game = game
        self.publisher = publisher
        self.base = base
        self.client = client
        self.report = report
        started = client.monotonicSeconds()
        deadline = client.deadline()
        progress = DrawUpdateProgress(game: game.id, address: base)
    }

    /// The draws the answer at `path` holds; none for a round dhlottery has not drawn yet.
    ///
    /// - Parameter mayBeEmpty: whether an answer listing no draw means "not drawn yet" (a
    ///   round after the last recorded), rather than a service that failed (every round).
    /// - Throws: ``DrawUpdateError`` when there is no usable answer, or it is not the
    ///   publisher's layout, or not of the game, or lists no draw where draws must exist.
    mutating func draws(at path: String, mayBeEmpty: Bool = false) throws(DrawUpdateError) -> [SourcedDraw] {
        let address = base.appending(path)
        let response: HTTPResponse
        do {
            response = try get(address)
        } catch {
            throw DrawUpdateError(game: game.id, address: address, reason: .http(error))
        }
        if publisher.publishesRounds, DhlotteryRecord.listsNoDraw(response.body) {
            guard mayBeEmpty else { throw DrawUpdateError(game: game.id, address: address, reason: .noDraws) }
            answeringPath = Self.path(of: path)
            return []
        }
        let imported: DrawImport.Result
        do {
            imported = try DrawImport.draws(
                in: response.body, name: address.description, game: game, mostDraws: Self.mostDraws)
        } catch {
            throw notItsLayout(address, Self.words(for: error, body: response.body))
        }
        guard imported.layouts == [publisher.layout] else {
            let layouts = imported.layouts.map(\.description).joined(separator: ", ")
            throw notItsLayout(address, "\(layouts), not \(publisher.layout)")
        }
        progress.draws += imported.draws.count
        answeringPath = Self.path(of: path)
        tell()
        return imported.draws
    }

    /// The National Lottery's answer for one draw (``DrawPublisher/drawPath(of:round:)``); `nil`
    /// when it answers 404, as it does for a draw outside the 180 days it keeps.
    mutating func details(at path: String) throws(DrawUpdateError) -> [UInt8]? {
        let address = base.appending(path)
        do {
            return try get(address).body
        } catch .status(404, _, _) {
            return nil
        } catch {
            throw DrawUpdateError(game: game.id, address: address, reason: .http(error))
        }
    }

    /// GETs `address` with the publisher's headers, within the game's deadline, telling the
    /// progress as it goes.
    private mutating func get(_ address: WebAddress) throws(HTTPError) -> HTTPResponse {
        progress.address = address
        return try client.get(
            address, largestBody: DrawImport.largestFile, deadline: deadline, headers: publisher.headers(base: base)
        ) { event in
            switch event {
            case .requesting:
                progress.requests += 1
                progress.bytes = 0
                progress.expectedBytes = nil
                progress.waiting = nil
            case .receiving(let received):
                progress.totalBytes += received.bytes - progress.bytes
                progress.bytes = received.bytes
                progress.expectedBytes = received.expected
            case .waiting(let seconds, let failure):
                progress.waiting = DrawUpdateProgress.Wait(seconds: seconds, after: failure)
            }
            tell()
        }
    }

    /// Says that `windows` more requests are needed (dhlottery's windows, by the schedule): the
    /// progress says about how many requests the update takes in all, and the deadline grows
    /// by the time each may take.
    mutating func expect(windows: Int) {
        progress.expectedRequests = progress.requests + windows
        deadline = deadline.extended(by: Double(windows) * (client.timeout + HTTPClient.spacing))
        tell()
    }

    /// `/lt645/selectPstLt645Info.do` of `/lt645/selectPstLt645Info.do?srchLtEpsd=all`.
    private static func path(of path: String) -> String {
        String(path.prefix { $0 != "?" })
    }

    func notItsLayout(_ address: WebAddress, _ words: String) -> DrawUpdateError {
        DrawUpdateError(game: game.id, address: address, reason: .notItsLayout(words))
    }

    /// An answer of the publisher's layout that disagrees with what was asked or is recorded,
    /// at the address last asked.
    func inconsistent(_ words: String) -> DrawUpdateError {
        DrawUpdateError(game: game.id, address: progress.address, reason: .inconsistent(words))
    }

    private mutating func tell() {
        progress.seconds = client.monotonicSeconds() - started
        report(progress)
    }

    /// What is wrong with an answer that is not draw results, without the address (said
    /// before it): an HTML page is named as one, as a service down for maintenance answers.
    private static func words(for error: DrawImportError, body: [UInt8]) -> String {
        // Markup (`<!DOCTYPE html>`, `<html>`): no layout lotto reads begins with `<`.
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "<") {
            return "an HTML page, not draw results (is the service down for maintenance?)"
        }
        switch error.kind {
        case .badRecord: return "not draw results: line \(error.source.line): \(error.reason)"
        case .empty, .tooLarge: return "not draw results: \(error.reason)"
        }
    }
}
