import Platform

extension ActionCreator {
    /// The ticket store, if its place is known: for an app that shows changes other processes
    /// make to it (see ``FileSignature``).
    public var ticketStorePath: FilePath? {
        try? saver.get().path
    }

    /// The draw history, if its place is known.
    public var drawHistoryPath: FilePath? {
        try? drawHistory.get().path
    }
}
