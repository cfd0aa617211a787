import Platform
import Testing

@testable import Lotto

/// The byte writers the bulk outputs use, against the standard library's own formatting.
@Suite struct ByteFormattingTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 4_096, 1_000_000, -1, -45, Int.max, Int.min])
    func decimalsAreWrittenAsStringWritesThem(number: Int) {
        var bytes: [UInt8] = []
        bytes.append(capacity: 24) { $0.writeDecimal(number) }
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written == String(number))
        var appended: [UInt8] = []
        appended.appendDecimal(number)
        #expect(String(decoding: appended, as: UTF8.self) == String(number))
    }

    /// Every number a ticket can hold, alone and after another, through the digit table.
    @Test func everyNumberOfATicketIsWrittenInDecimal() throws {
        for number in 0...LottoRule.maximumNumber {
            let ticket = LottoTicket(bits: UInt128(1) << number | (number == 0 ? 0 : 1))
            let expected = (number == 0 ? "0" : "0 \(number)")
            #expect(ticket.description == expected)
        }
    }
}
