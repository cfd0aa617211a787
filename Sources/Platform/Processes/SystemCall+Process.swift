import Glibc

/// The calls that run another program (`lotto draws update` runs `curl`): a pipe, a spawn, a
/// wait for output with a deadline, a kill and the reaping of the child. Every child is in
/// the table of ``SystemCall+Children.swift`` from its spawn to its reaping, so that it ends
/// when lotto does.
extension SystemCall {
    /// How a child process ended.
    package enum ProcessEnd: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
    }

    /// `pipe(2)`, both ends closed on `exec`: a child gets only the ends it is given. (Glibc's
    /// module does not export `pipe2`; lotto spawns from one thread at a time.)
    package static func makePipe() throws(Errno) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        _ = try retryOnInterrupt(.pipe) { pipe(&ends) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// `posix_spawnp(3)`: runs `program`, found on `PATH`, with `arguments` and this process's
    /// environment; its standard input reads `/dev/null`, and `outputs` become its descriptors
    /// from 1 on (standard output, standard error, then 3, 4, …). Every signal is unblocked in
    /// the child, and those lotto ignores (`SIGPIPE`, `SIGXFSZ`) have their default action
    /// again, as a program run from a shell expects.
    ///
    /// The child is in the table of running children before any signal can end lotto (signals
    /// are held from just before the spawn until it is recorded) and before lotto's end can
    /// look for it (``endChildren()`` waits for a spawn under way), and the first child gives
    /// the signals that end a process by default a handler that ends the children first
    /// (``endChildrenOnEndingSignals()``).
    ///
    /// - Throws: `ENOENT` when no such program is on `PATH`; `ECANCELED` once lotto has begun
    ///   to end.
    package static func spawn(_ program: String, arguments: [String], outputs: [Int32]) throws(Errno) -> ProcessID {
        endChildrenOnEndingSignals()
        // `dup2` onto the same number would leave the descriptor close-on-exec, and one
        // output numbered as another's target would be overwritten before it is copied: such
        // an output is copied above every target first.
        var moved: [Int32] = []
        defer { moved.forEach(close) }
        var sources = outputs
        for index in sources.indices where (1...Int32(outputs.count)).contains(sources[index]) {
            sources[index] = try duplicate(sources[index], atLeast: Int32(outputs.count) + 1)
            moved.append(sources[index])
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        for (index, source) in sources.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(index) + 1)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var ignored = sigset_t()
        sigemptyset(&ignored)
        sigaddset(&ignored, SIGPIPE)
        sigaddset(&ignored, SIGXFSZ)
        posix_spawnattr_setsigdefault(&attributes, &ignored)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argumentVector = ([program] + arguments).map { strdup($0) }
        defer { for argument in argumentVector { free(argument) } }
        var pid: ProcessID = 0
        var every = sigset_t()
        sigfillset(&every)
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &every, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        let spawned = try spawningUnlessEnding { () throws(Errno) -> ProcessID in
            let result = (argumentVector + [nil]).withUnsafeBufferPointer { vector in
                posix_spawnp(&pid, program, &actions, &attributes, vector.baseAddress!, environ)
            }
            guard result == 0 else { throw Errno(code: result) }
            recordChild(pid)
            return pid
        }
        // lotto is ending (`q` in the app while an update goes on): no child is started.
        guard let spawned else { throw Errno(code: ECANCELED) }
        return spawned
    }

    /// `poll(2)` for reading: which of `descriptors` have something to read (or have reached
    /// their end) within `milliseconds`; none when the time ran out.
    package static func readable(_ descriptors: [Int32], within milliseconds: Int32) throws(Errno) -> [Int32] {
        var requests = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let count = try retryOnInterrupt(.poll) { poll(&requests, nfds_t(requests.count), milliseconds) }
        guard count > 0 else { return [] }
        return requests.filter { $0.revents != 0 }.map(\.fd)
    }

    /// `kill(2)` with `SIGKILL`: a child that must not go on (it was silent too long).
    package static func kill(_ pid: ProcessID) {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// `waitpid(2)`: waits for `pid` to end and reaps it. The child leaves the table of
    /// running children after it has ended but before it is reaped, while its number cannot
    /// yet be another process's.
    package static func waitForEnd(of pid: ProcessID) throws(Errno) -> ProcessEnd {
        var information = siginfo_t()
        _ = try retryOnInterrupt(.waitid) { waitid(P_PID, id_t(pid), &information, WEXITED | WNOWAIT) }
        forgetChild(pid)
        var status: Int32 = 0
        _ = try retryOnInterrupt(.waitpid) { waitpid(pid, &status, 0) }
        // The macros of <sys/wait.h>, which Swift does not import.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}

/// A process's id (`pid_t`).
package typealias ProcessID = pid_t
