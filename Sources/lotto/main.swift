#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// A file-size limit (ulimit -f) then fails the write with EFBIG, which the store reports and
// rolls back, instead of killing the process half way through a save.
signal(SIGXFSZ, SIG_IGN)

let context = Context(environment: Context.processEnvironment)
exit(LottoCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), context: context))
