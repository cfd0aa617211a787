import Lotto

/// What each key does in `lotto ui`, given what is on screen.
enum KeyMap {
    /// What a key asks of the app.
    enum Command: Equatable {
        /// A change of the screen's own state.
        case interface(InterfaceAction)
        /// Draw anew, in the game on screen.
        case draw
        /// Play the next game and draw in it.
        case nextGame
        /// Save the tickets on screen.
        case save
        /// Delete the saved ticket with this id (the question was answered yes).
        case delete(id: Int)
        /// Fetch the latest results of every game from the lotteries' services.
        case updateDraws
        case suspend
        case quit
        case nothing
    }

    static func command(for key: Key, in state: InterfaceState) -> Command {
        switch key {
        case .controlC, .character("q"): return .quit
        case .controlZ: return .suspend
        default: break
        }
        switch state.overlay {
        case .confirmDelete(let id)?:
            switch key {
            case .character("y"), .character("Y"): return .delete(id: id)
            case .character("n"), .character("N"), .escape: return .interface(.closeOverlay)
            default: return .nothing
            }
        case .help?:
            switch key {
            case .escape, .character("?"), .enter: return .interface(.closeOverlay)
            default: return .nothing
            }
        case nil:
            break
        }
        switch key {
        case .character("?"): return .interface(.toggleHelp)
        case .character("u"): return .updateDraws
        case .character("1"): return .interface(.showTab(.draw))
        case .character("2"): return .interface(.showTab(.saved))
        case .tab, .right: return .interface(.cycleTab(forward: true))
        case .backTab, .left: return .interface(.cycleTab(forward: false))
        default: break
        }
        switch state.tab {
        case .draw:
            switch key {
            case .character("n"), .character(" "): return .draw
            case .character("s") where state.drawnUnseen > 0:
                let count = state.drawnUnseen
                return .interface(
                    .report(
                        "not saved: \(count) ticket\(count == 1 ? " is" : "s are") below the screen; "
                            + "scroll down (↓) to see \(count == 1 ? "it" : "them") first"))
            case .character("s"): return .save
            case .up, .character("k"): return .interface(.scrollDrawn(-1))
            case .down, .character("j"): return .interface(.scrollDrawn(1))
            case .character("g"): return .nextGame
            case .character("+"), .character("="): return .interface(.setTicketsPerDraw(state.ticketsPerDraw + 1))
            case .character("-"): return .interface(.setTicketsPerDraw(state.ticketsPerDraw - 1))
            default: return .nothing
            }
        case .saved:
            switch key {
            case .up, .character("k"): return .interface(.moveSelection(.rows(-1)))
            case .down, .character("j"): return .interface(.moveSelection(.rows(1)))
            case .pageUp: return .interface(.moveSelection(.pages(-1)))
            case .pageDown: return .interface(.moveSelection(.pages(1)))
            case .home, .character("g"): return .interface(.moveSelection(.first))
            case .end, .character("G"): return .interface(.moveSelection(.last))
            case .character("d"): return .interface(.askToDelete)
            default: return .nothing
            }
        }
    }
}
