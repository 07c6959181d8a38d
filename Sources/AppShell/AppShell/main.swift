import Foundation

let console = Console.standard()
let code = await ShellRunner(console: console, input: .standardInput).run(Array(CommandLine.arguments.dropFirst()))
exit(code)
