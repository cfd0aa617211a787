import Lotto

/// What `lotto ui` reads again on its worker: the files another process changed, and the record
/// (`r`), checked afresh when it opens and while it shows, as the files change.
extension InterfaceApp {
    /// Reads again, on the worker, what another process changed.
    func reload(tickets: Bool, draws: Bool) {
        guard tickets || draws else { return }
        let alreadyAsked = reloadsWanted.withLock { wanted in
            defer { wanted = (wanted.tickets || tickets, wanted.draws || draws) }
            return wanted.tickets || wanted.draws
        }
        guard !alreadyAsked else { return }
        worker.run("reading the files") { [app] in
            let wanted = self.reloadsWanted.withLock { wanted in
                defer { wanted = (false, false) }
                return wanted
            }
            if wanted.tickets {
                self.act(.readTickets) { try SavedTicketsActionCreator(context: app.actionContext).load() }
            }
            if wanted.draws {
                self.act(.readDraws) { try DrawHistoryActionCreator(context: app.actionContext).load(DrawSelection()) }
            }
        }
    }

    /// Shows the record and checks the saved tickets for it, or puts it away.
    func toggleRecord() {
        act(.changeScreen) { try app.dispatcher.dispatch(.interface(.toggleRecord)) }
        guard app.dispatcher.betweenDispatches({ app.stores.interface.state.overlay }) == .record else { return }
        report(.checkingRecord)
        checkRecord()
    }

    /// Checks the record again if it shows: the files changed.
    func refreshRecord() {
        guard app.dispatcher.betweenDispatches({ app.stores.interface.state.overlay }) == .record else { return }
        checkRecord()
    }

    /// Checks every saved ticket against its own draw, on the worker, summed up by month: the
    /// check's own action creator and request (`lotto check --summary --by month`), whose
    /// results the check's store sums up for the view. No ticket saved is no failure: the
    /// record says so.
    private func checkRecord() {
        guard !recordCheckWanted.exchange(true, ordering: .acquiringAndReleasing) else { return }
        worker.run("checking the record") { [app] in
            self.recordCheckWanted.store(false, ordering: .releasing)
            self.act(.checkRecord) {
                try app.dispatcher.dispatch(.interface(.recordCheck(.checking)))
                do {
                    try CheckActionCreator(context: app.actionContext).check(
                        .ownDraws(of: nil, summary: CheckSummaryRequest(by: .month)))
                } catch CheckError.noSavedTickets {
                    try app.dispatcher.dispatch(.interface(.recordCheck(.nothingSaved)))
                } catch {
                    try? app.dispatcher.dispatch(.interface(.recordCheck(.failed)))
                    throw error
                }
            }
        }
    }
}
