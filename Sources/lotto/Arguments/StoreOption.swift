/// `--store <path>`, shared by the commands that read or write the store.
enum StoreOption {
    static let spec = CommandSpec.Option(
        name: "store", valueName: "path",
        help: "The store file to use, instead of $LOTTO_STORE or ~/.local/share/lotto/tickets.jsonl.")
}
