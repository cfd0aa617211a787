import Foundation
import TestSupport
import Testing

@testable import Lotto

@Suite struct LastDrawFileTests {
    private let folder = TemporaryDirectory()

    @Test func remembersTheLastTicketOnly() throws {
        let file = LastDrawFile(path: FilePath(folder.file("state/lotto/last-draw")))
        #expect(try file.recall() == nil)
        try file.remember(try LottoTicket(numbers: [1, 2, 3, 4, 5, 6]))
        try file.remember(try LottoTicket(numbers: [7, 8, 9, 10, 11, 12]))
        #expect(try file.recall()?.ticket == (try LottoTicket(numbers: [7, 8, 9, 10, 11, 12])))
        #expect(
            String(decoding: folder.contents(of: "state/lotto/last-draw")!, as: UTF8.self) == "kr645 7 8 9 10 11 12\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.file("state/lotto"))
        #expect(Set(leftovers) == ["last-draw", "last-draw.lock"], "no temporary files left behind")
    }

    @Test func aDamagedFileIsReported() throws {
        try folder.write("1 2 3\n", to: "last-draw")
        #expect(
            throws: StoreError.unreadable(
                path: FilePath(folder.file("last-draw")), line: 1, reason: "expected 6 numbers, got 3")
        ) {
            _ = try LastDrawFile(path: FilePath(folder.file("last-draw"))).recall()
        }
    }
}
