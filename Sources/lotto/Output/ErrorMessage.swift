import Lotto

/// An error in the words the user meets it in: the domain's own words, which know nothing of
/// the command line, and what only the command line knows (which command or option helps).
enum ErrorMessage {
    static func text(for error: any Error) -> String {
        switch error {
        case ActionCreator.Failure.nothingToSave:
            "\(error) (run 'lotto new' first)"
        case WinningDraw.Problem.wrongBonusCount:
            "\(error) (the extra balls go in --bonus or after a '+')"
        case let conflict as DrawConflict where conflict.isResolvedByReplacing:
            "\(error) (--replace replaces it)"
        default:
            "\(error)"
        }
    }
}
