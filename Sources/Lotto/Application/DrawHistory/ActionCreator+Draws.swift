/// The draw history read for the features still on ``ActionCreator`` (checks, removals by
/// draw, `draws stats`); the draw history's own effects are ``DrawHistoryActionCreator``'s.
extension ActionCreator {
    /// Reads the recorded draws and dispatches them, with the draws the command is about.
    @discardableResult
    public func loadDrawHistory(selecting selection: DrawSelection = DrawSelection()) throws -> DrawHistory {
        try context.loadDrawHistory(selecting: selection)
    }

    /// Today's date by the clock.
    var today: CivilDate { context.today }
}
