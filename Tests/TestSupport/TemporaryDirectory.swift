import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
package final class TemporaryDirectory {
    package let path: String

    package init() {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("lotto-test-XXXXXX").path
        var bytes = Array(template.utf8CString)
        path = bytes.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    package func file(_ name: String) -> String {
        path + "/" + name
    }

    package func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    package func contents(of name: String) -> Data? {
        FileManager.default.contents(atPath: file(name))
    }
}
