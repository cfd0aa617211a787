import Lotto
import Platform

SystemCall.holdClosedStandardDescriptors()
SystemCall.ignoreFileSizeLimitSignal()
SystemCall.takeQuitSignalBackFromTheBacktracer()

let arguments = SystemCall.argumentBytes()
let context = Context(environmentBytes: Context.processEnvironment)
SystemCall.exit(LottoCommand.main(arguments: arguments, context: context))
