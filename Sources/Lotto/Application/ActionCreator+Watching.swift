import Platform

extension ActionCreator {
    /// The ticket store, if its place is known: for an app that shows changes other processes
    /// make to it (see ``FileSignature``).
    public var ticketStorePath: FilePath? { context.ticketStorePath }

    /// The draw history, if its place is known.
    public var drawHistoryPath: FilePath? { context.drawHistoryPath }
}
