/// An update of the draw history from the publishers asked for (`lotto draws update`, the app's
/// `u`): the plan (the client, and each game with its publisher and address, as
/// ``DrawUpdateGames`` decided them), and whether a draw recorded otherwise is replaced rather
/// than refused.
package struct DrawUpdateRequest: Sendable {
    package let plan: DrawUpdatePlan
    package let replacing: Bool

    package init(plan: DrawUpdatePlan, replacing: Bool) {
        self.plan = plan
        self.replacing = replacing
    }
}
