import Foundation

FreedMemory.keep()
let console = Console.standard()
let code = await ShellRunner(console: console, input: .standardInput).run(bytes: CommandLineArguments.current())
exit(code)
