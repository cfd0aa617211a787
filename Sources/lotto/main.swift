import Lotto

SystemCall.holdClosedStandardDescriptors()
SystemCall.ignoreFileSizeLimitSignal()

// The arguments as bytes: `CommandLine.arguments` turns a byte that is not UTF-8 into U+FFFD,
// and a path must reach the system as it was typed.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    SystemCall.bytes(ofCString: CommandLine.unsafeArgv[index]!)
}
let context = Context(environmentBytes: Context.processEnvironment)
SystemCall.exit(LottoCommand.main(arguments: arguments, context: context))
