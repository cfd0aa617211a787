extension Dispatcher {
    /// Calls `listener` with every action dispatched from now on, after the callbacks (and
    /// stores) registered before it: for a view that shows a stream of actions, such as the
    /// pages of a long list, rather than a store's state.
    ///
    /// The dispatcher keeps the listener, and what it captures, while the subscription is
    /// held; so a view that holds its subscription should be captured `unowned` or `weak`.
    ///
    /// - Returns: the subscription; releasing or cancelling it unregisters the listener.
    public func addActionListener(_ listener: @escaping (Action) -> Void) -> Subscription {
        let token = register { listener($0) }
        return Subscription { [weak self] in
            try? self?.unregister(token)
        }
    }
}
