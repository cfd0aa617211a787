import Flux

/// The stores of a command that reads none (`lotto save`, `lotto list`): its views print what
/// the actions bring.
struct NoStores {
    init(_: Dispatcher<AppAction>) {}
}
