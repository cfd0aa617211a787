import Lotto

/// Every action of one run: lotto's own, which the domain's stores hear, and `lotto ui`'s
/// screen's, which only its screen's store hears. The run's one dispatcher carries these: the
/// action creator makes lotto's into them (``lotto(_:)``), and the domain's stores, written over
/// lotto's actions, find theirs in them (``lottoAction``), as Redux combines reducers and TCA
/// pulls them back.
enum AppAction: Sendable {
    /// Something happened in lotto: tickets drawn, saved or read, draws recorded.
    case lotto(LottoAction)
    /// The user of `lotto ui` asked for something, or its terminal changed.
    case interface(InterfaceAction)

    /// lotto's action, for the domain's stores; `nil` for the screen's own.
    var lottoAction: LottoAction? {
        guard case .lotto(let action) = self else { return nil }
        return action
    }
}
