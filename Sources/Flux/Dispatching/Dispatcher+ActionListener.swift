extension Dispatcher {
    /// Calls `listener` with every action dispatched from now on: for a view that shows a
    /// stream of actions, such as the pages of a long list, rather than a store's state.
    ///
    /// A listener that also reads stores while it handles an action names them in `stores`: it
    /// is then called after they have handled the action (through ``waitFor(_:)``), wherever
    /// they stand in the registration order, so it reads their new state whether they were
    /// registered before it or after. With no stores it runs in its turn, after the callbacks
    /// registered before it.
    ///
    /// The wait is ``waitFor(_:)``'s, in each dispatch: a token that is not (or no longer)
    /// registered, or a store that waits, directly or not, for one that is still running, ends
    /// the dispatch with its ``DispatcherError`` (``DispatcherError/unknownToken(_:)``,
    /// ``DispatcherError/circularDependency(_:)``), thrown to the caller of
    /// ``dispatch(_:)``, and `listener` is not called for that action.
    ///
    /// The dispatcher keeps the listener, and what it captures, while the subscription is
    /// held; so a view that holds its subscription should be captured `unowned` or `weak`.
    ///
    /// - Parameter stores: the dispatch tokens of the stores (or other callbacks) `listener`
    ///   reads, which handle each action first.
    /// - Returns: the subscription; releasing or cancelling it unregisters the listener.
    public func addActionListener(
        after stores: [DispatchToken] = [], _ listener: @escaping (Action) -> Void
    ) -> Subscription {
        let token =
            stores.isEmpty
            ? register { listener($0) }
            // Unowned: the dispatcher keeps this callback, which runs only inside its dispatches.
            : register { [unowned self] action in
                try waitFor(stores)
                listener(action)
            }
        return Subscription { [weak self] in
            try? self?.unregister(token)
        }
    }
}
