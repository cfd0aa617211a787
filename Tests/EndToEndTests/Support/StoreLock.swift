import Foundation

/// Another process's hold on a store: the exclusive `flock` every lotto takes, on the lock file.
struct StoreLock {
    private let descriptor: Int32

    init(_ path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw CocoaError(.fileLocking) }
    }

    func release() {
        close(descriptor)
    }
}
