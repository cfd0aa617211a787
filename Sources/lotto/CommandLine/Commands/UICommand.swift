import Lotto
import Platform

/// `lotto ui`: the two-tab app in the terminal.
enum UICommand: Subcommand {
    static let name = "ui"

    static let spec = CommandSpec(
        name: name,
        abstract: "Open the app: draw and save on one tab, browse the saved tickets on the other.",
        discussion: """
            A full-screen app with two tabs. Draw (1): the tickets of the last draw as coloured \
            balls, scrolled with up, down, j and k when taller than the screen; n or space draws \
            anew, s saves the draw once every ticket of it has been on screen (and, pressed again, \
            says it is saved), g plays the next game and G the one \
            before, + (or =) and - change how many tickets a draw makes (1-10). Saved (2): every saved \
            ticket, newest last, with its id, numbers, date and game, its tier and prize in \
            its own draw, and what it was bought with (Power Play, Megaplier, a multiplier, a \
            multi-draw's span); where a row is too narrow, the date saved is left out, then the \
            row's result is shortened on purpose, never mid-word (a span loses its end, Power \
            Play is PP, Megaplier MP, multiplier 3 x3, a pending result 'due 11-28', a \
            prize loses its currency) and what still does not fit is left out whole, ending \
            with an ellipsis; up, down, j, k, PgUp and PgDn move the \
            selection, Home and End (or < and >) go to the first and last ticket, d deletes the \
            selected ticket after a y/n question, which only a key typed once it shows answers. \
            Everywhere: t opens a line to type a ticket bought elsewhere, of the game on screen, \
            for its next draw, with the game's shape shown: Enter saves it as 'lotto save' saves \
            numbers given, a refusal said on the status line in the words 'lotto save' uses, the \
            line kept for correction; Backspace erases, Esc closes it, and every other printable \
            key, q too, is typed (Ctrl-C still quits), and so is text that comes at once or is \
            pasted, up to its first line break (it never saves the line). 1, 2, Tab, Shift-Tab, left and \
            right switch tabs, ? shows every key, Esc or Enter closes it, q or Ctrl-C quits, \
            Ctrl-Z suspends until fg, a click on a tab shows it, a click on a saved ticket \
            selects it, the wheel scrolls, u updates the draws of every game from the lotteries' own \
            services in the background, as 'lotto draws update' does, with its progress on the \
            status line; r shows the record, each game's spent, won and net as 'lotto check \
            --summary' sums them and the net by month of the game on screen as a chart, a column \
            a month, gains above the baseline and losses below (r, Esc or Enter puts it away); \
            pasted text is never read as keys, nor are keys that come together, two \
            or more different ones in one read, as only a paste sends them (one key held down, \
            the arrows and the mouse still work). A failure on the status line says \
            its reason first, the address or file last, shortened, and ends with (e: details) \
            when the line is too short for all of it: e shows the last error whole (the full \
            address, the service's answer or the system's error, the file's path; the arrows and \
            PgUp/PgDn scroll a long one), and any other key but q closes it. The app is live: tickets saved, \
            deleted or cleared by \
            another lotto process, and draws imported, appear within a second. Saves and deletes \
            go through the same lock and file as 'lotto save' and 'lotto delete', beside the keys: \
            while another process holds the file they wait and the keys still answer, and q \
            quits at once; else q lets a save already asked for finish first. Needs a \
            terminal of at least 60x10 on standard input and output, one that can move the \
            cursor (not TERM=dumb); --color never or NO_COLOR gives a monochrome screen, and a \
            locale that is not UTF-8 (LANG=C) plain ASCII lines.
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key
        @Option var store = PathOption.store
        @Option var draws = PathOption.draws
        @Option var color = ColorOption.key
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// The longest the app waits, once it has ended, for work that waits for no other process:
    /// a save takes moments, a read of a large draw history about a second.
    static let secondsToFinishWork = 5.0

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let game = try arguments[GameOption.key] ?? .korean645
        let store = try arguments[PathOption.store]
        let draws = try arguments[PathOption.draws]
        guard SystemCall.isTerminal(SystemCall.standardInput), SystemCall.isTerminal(SystemCall.standardOutput) else {
            throw CommandLineError.usage("lotto ui needs a terminal: standard input and output must both be one")
        }
        // A dumb terminal cannot move the cursor: a full screen would be a scroll of garbage.
        guard context.environment("TERM") != "dumb" else {
            throw CommandLineError.usage(
                "lotto ui needs a terminal that can move the cursor, and TERM=dumb cannot: "
                    + "'lotto new', 'lotto save' and 'lotto list' work anywhere")
        }
        let inbox = WarningInbox()
        let app = try context.makeApp(
            storeOption: store, drawsOption: draws, warn: inbox.add,
            stores: { Stores($0, screen: InterfaceState(game: game.id)) })
        // Standard output is the terminal, checked above.
        let usesColor = ColorOption.colors(
            try arguments[ColorOption.key], environment: context.environment,
            isTerminal: { true })
        let interface = try InterfaceApp(
            app: app, game: game,
            renderer: ScreenRenderer(usesColor: usesColor, usesUnicode: context.localeUsesUTF8), warnings: inbox,
            updatePlan: { try context.drawUpdatePlan(games: .all) })
        let ending = try interface.run()
        // The terminal is back. Work asked for before the end is let finish, unless it waits for
        // another process's lock; what is still undone is said, with that reason only when it
        // is the reason.
        interface.worker.finish(atMost: Self.secondsToFinishWork)
        let reason = interface.worker.isWaitingForAnotherProcess ? " (another lotto process held the file)" : ""
        // Reading is no change left undone.
        let reads: Set = ["reading the files", "checking the record"]
        for work in interface.worker.unfinishedWork where !reads.contains(work) {
            context.errors.warn("quit while \(work): it may not have been done\(reason)")
        }
        if interface.wasUpdating {
            context.errors.warn("quit while updating the draws: the games not yet recorded were not updated")
        }
        if case .signal(let number) = ending {
            // Terminal given back: now die of the signal, as the shell expects.
            SystemCall.die(of: number)
        }
    }
}
