import Flux
import Lotto

/// The Flux parts of one run: the dispatcher, the stores the command reads, registered with
/// it, and the context each feature's action creator is made with.
///
/// `Stores` is the command's own: a small struct of the stores it reads, as typed properties
/// (`CheckCommand.Stores`, with its `checkSummary`), made on the dispatcher when the app is
/// built, before any action. A command can read no other store: there is none to name. And it
/// pays only for its own (making a store instantiates its generic type at run time, a good
/// part of a short command's start-up); one that reads none has ``NoStores``.
///
/// The dispatcher carries the app's actions (``AppAction``): the domain's stores, written over
/// lotto's, hear what they find of lotto's in each.
///
/// A struct of references, not a class: a generic class's instance needs its type's metadata,
/// made at run time for each command's `Stores`, where a struct specialized for them needs none.
struct App<Stores> {
    let dispatcher: Dispatcher<AppAction>
    /// The stores the command reads, registered with ``dispatcher``.
    let stores: Stores
    /// What each feature's action creator is made with: where its actions go, the files and
    /// the clock, as ``Context/makeApp(storeOption:drawsOption:warn:stores:)`` chose them.
    let actionContext: ActionContext

    /// - Parameter makeStores: makes the command's stores on the dispatcher it is given.
    init(
        dispatcher: Dispatcher<AppAction>, actionContext: ActionContext,
        stores makeStores: (Dispatcher<AppAction>) -> Stores
    ) {
        self.dispatcher = dispatcher
        self.actionContext = actionContext
        stores = makeStores(dispatcher)
    }
}
