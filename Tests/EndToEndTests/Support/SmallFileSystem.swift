import Foundation
import TestSupport

/// A 64 KiB tmpfs in a temporary folder, unmounted when released.
final class SmallFileSystem {
    let folder = TemporaryDirectory()
    var path: String { folder.path }

    static let canMount: Bool = {
        guard getuid() == 0, let probe = try? SmallFileSystem() else { return false }
        withExtendedLifetime(probe) {}
        return true
    }()

    init() throws {
        guard Self.mount(["-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", folder.path]) else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    deinit {
        _ = Self.mount([folder.path], command: "/bin/umount")
    }

    /// Writes zeros until the file system is full.
    func fill() {
        let filler = open(path + "/filler", O_WRONLY | O_CREAT, 0o600)
        defer { close(filler) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(filler, $0.baseAddress!, $0.count) }) > 0 {}
    }

    func remountReadOnly() throws {
        guard Self.mount(["-o", "remount,ro", path]) else { throw CocoaError(.fileWriteNoPermission) }
    }

    private static func mount(_ arguments: [String], command: String = "/bin/mount") -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
