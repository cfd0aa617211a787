/// A mouse event, as a terminal reports it in SGR mode (`ESC [ < button ; column ; row M`,
/// `m` for a release): what `lotto ui` uses of the mouse is a left click and the wheel. The
/// terminal is asked for them (`?1000h`, `?1006h`: SGR form, coordinates of any size) as the
/// app takes the screen (``TerminalSession``).
struct MouseEvent: Equatable {
    enum Kind: Equatable {
        /// The left button pressed.
        case click
        case wheelUp, wheelDown
        /// Another button, a release or a drag: nothing lotto uses.
        case other
    }

    let kind: Kind
    /// The cell, from 0 at the top left (the terminal counts from 1).
    let row: Int
    let column: Int

    /// Reads the parameters and final byte of an SGR report: `<0;12;3` and `M`.
    init?(parameters: String, final: Unicode.Scalar) {
        guard parameters.first == "<", final == "M" || final == "m" else { return nil }
        let numbers = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
            column >= 1, row >= 1
        else { return nil }
        // Bits 2-4 are Shift, Meta and Control; 32 is a drag; 64 and 65 the wheel.
        switch (button & ~0b11100, final) {
        case (0, "M"): kind = .click
        case (64, _): kind = .wheelUp
        case (65, _): kind = .wheelDown
        default: kind = .other
        }
        self.row = row - 1
        self.column = column - 1
    }

    init(kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}
