import Foundation

let code = await ShellRunner(console: .standard, input: .standardInput).run(Array(CommandLine.arguments.dropFirst()))
exit(code)
