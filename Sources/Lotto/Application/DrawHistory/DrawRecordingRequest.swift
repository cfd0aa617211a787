/// A change to the draw history asked for: draws imported from a file, one draw typed in, or
/// one recorded draw removed (``DrawHistoryActionCreator/record(_:)``).
package enum DrawRecordingRequest: Sendable {
    /// Every draw of `input`, all or nothing (`lotto draws import`).
    ///
    /// - `game`: the game the draws must be of, if one was asked for.
    /// - `replacing`: whether a draw recorded otherwise is replaced rather than refused.
    case importing(DrawInput, game: LottoGame?, replacing: Bool)
    /// One draw typed in (`lotto draws add`): its numbers as typed (see ``TypedDraw``; a second
    /// set of balls after a `/`), its round and date if given.
    case adding(TypedDrawEntry, replacing: Bool)
    /// The recorded draw of `game` that `choice` picks (`lotto draws delete`).
    case deleting(RecordedDrawChoice, of: GameID)
}
