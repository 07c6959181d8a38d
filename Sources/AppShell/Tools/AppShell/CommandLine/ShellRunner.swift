import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// Runs one command line and returns the exit code.
@MainActor
struct ShellRunner {
    let console: Console
    let input: LineInput

    /// Runs the command line given as bytes; an argument that is not valid UTF-8 is refused (64).
    func run(bytes arguments: [[UInt8]]) async -> Int32 {
        do throws(UsageError) {
            return await run(try CommandLineArguments.decode(arguments))
        } catch {
            error.lines.forEach(console.error)
            return error.code.rawValue
        }
    }

    /// Runs `arguments`; when standard output could not be written, exits 74 with one line on
    /// standard error saying whether the command's change to the store is committed. A reader that
    /// closed the pipe early (`| head -1`) is not a failure: the command ends quietly with its code.
    func run(_ arguments: [String]) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            error.lines.forEach(console.error)
            return error.code.rawValue
        }
        let context = ShellContext(options: invocation.options, console: console, input: input)
        let code = await invocation.command.run(in: context)
        // A command that failed has said why on standard error already.
        guard code == ExitCode.success.rawValue, let failure = console.outputFailure(), !failure.readerWentAway else {
            return code
        }
        let committed =
            invocation.command.changesStore ? "; the command's change to the store is committed and stays so" : ""
        console.error("AppShell: cannot write to standard output (\(failure.reason))\(committed).")
        return ExitCode.ioError.rawValue
    }
}
