#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed standard descriptor is held by /dev/null, opened the wrong way round so that a read
// or write on it still fails as on a closed one (EBADF). Else the first descriptor made takes
// its number: lotto's own files move above 2 (FileDescriptor), but the thread library's event
// descriptors, made for a large draw, would receive the output.
for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 {
    _ = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
}

// A file-size limit (ulimit -f) then fails the write with EFBIG, which the store reports and
// rolls back, instead of killing the process half way through a save.
signal(SIGXFSZ, SIG_IGN)

// The arguments as bytes: `CommandLine.arguments` turns a byte that is not UTF-8 into U+FFFD,
// and a path must reach the system as it was typed.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    let argument = CommandLine.unsafeArgv[index]!
    return Array(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
}
let context = Context(environmentBytes: Context.processEnvironment)
exit(LottoCommand.main(arguments: arguments, context: context))
