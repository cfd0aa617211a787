#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let context = Context(environment: Context.processEnvironment)
exit(LottoCommand.main(arguments: Array(CommandLine.arguments.dropFirst()), context: context))
