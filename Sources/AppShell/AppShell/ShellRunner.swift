import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// Runs one command line and returns the exit code.
@MainActor
struct ShellRunner {
    let console: Console
    let input: LineInput

    /// Runs `arguments`; when standard output could not be written, exits 74 with one line on
    /// standard error saying whether the command's change to the store is committed.
    func run(_ arguments: [String]) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            console.error(error.line)
            return ExitCode.usage.rawValue
        }
        let code = await run(invocation)
        // A command that failed has said why on standard error already.
        guard code == ExitCode.success.rawValue, let failure = console.outputFailure() else { return code }
        let committed =
            invocation.command.changesStore ? "; the command's change to the store is committed and stays so" : ""
        console.error("AppShell: cannot write to standard output (\(failure))\(committed).")
        return ExitCode.ioError.rawValue
    }

    private func run(_ invocation: Invocation) async -> Int32 {
        switch invocation.command {
        case .help(let topic):
            for line in HelpText.text(for: topic).split(separator: "\n", omittingEmptySubsequences: false) {
                console.out(String(line))
            }
            return ExitCode.success.rawValue
        case .version:
            console.out("AppShell \(AskForReviewVersion.current)")
            return ExitCode.success.rawValue
        case .simulate(let settings):
            return SimulateCommand(options: invocation.options, settings: settings, console: console).run()
        case .population(let run):
            return await PopulationCommand(options: invocation.options, run: run, console: console).execute()
        case .demo(let reviewLink):
            return await DemoSession(
                options: invocation.options, console: console, input: input, reviewLink: reviewLink
            )
            .run()
        default:
            return await runAction(invocation)
        }
    }

    /// Runs a command that reads or changes the store. What it has to say is held back until the
    /// command has finished and its report is read: a command that fails prints nothing on standard
    /// output, so no line claims a change that did not happen.
    private func runAction(_ invocation: Invocation) async -> Int32 {
        let options = invocation.options
        let lines = LineBuffer()
        let text: @MainActor (String) -> Void = { line in if !options.json { lines.append(line) } }
        let session = ShellSession(options: options, console: console, prompterOutput: text)
        let explain: (String, [String]) -> Void = { heading, reasons in
            text(heading)
            for reason in reasons { text("  - \(reason)") }
        }
        var extra: [String: JSONValue] = [:]
        let commandName = invocation.command.name
        switch invocation.command {
        case .launch:
            session.viewModel.appDidLaunch()
            text("Recorded an app launch.")
        case .complete(let outcome):
            let decision = session.viewModel.processDidFinish(outcome)
            text("Recorded a \(outcome.rawValue) process.")
            if let decision {
                if decision.isEligible {
                    text(
                        "Eligible: the review request goes out after a \(options.pauseSeconds.formatted()) s pause on the completion screen."
                    )
                } else {
                    explain("Not asking, because:", decision.reasons)
                }
            }
            await session.finishPendingRequest()
        case .tick:
            let decision = session.viewModel.periodicCheck()
            if let prePrompt = session.prePromptShown {
                PrePromptText.lines(for: prePrompt).forEach(text)
                text("Answer with: AppShell respond rate|later|decline")
            } else if let decision, !decision.isEligible {
                explain("Not asking, because:", decision.reasons)
            }
        case .respond(let answer):
            session.viewModel.answerPrePrompt(answer)
            text("Recorded the answer '\(answer.rawValue)'.")
        case .status:
            break
        case .reset(let all):
            session.viewModel.resetChecks(forgettingSystemRequests: all)
            text(
                all
                    ? "Cleared all stored review state."
                    : "Cleared the stored counts and dates; kept the system request log.")
        case .event(let event, let ask):
            let decision = session.viewModel.eventDidHappen(event, askingOnScreen: ask)
            text("Recorded the event '\(event.name)'\(event.isBadExperience ? " (a bad experience)" : "").")
            if ask, let decision {
                if decision.isEligible {
                    text("Eligible: the review request goes out after a \(options.pauseSeconds.formatted()) s pause.")
                } else {
                    explain("Not asking, because:", decision.reasons)
                }
                await session.finishPendingRequest()
            }
        case .reviewed:
            session.viewModel.userDidReview()
            text("Recorded that the user reviewed the app.")
        case .reviewLink(let url):
            extra["url"] = .string(url.absoluteString)
            text(url.absoluteString)
        case .demo, .simulate, .population, .help, .version:
            return ExitCode.software.rawValue
        }
        if let withheld = session.withheldReasons {
            explain("The system request was withheld at the last moment, because:", withheld)
        }
        do {
            var report = try session.report(command: commandName)
            report.extra = extra
            session.printWarnings(report)
            lines.lines.forEach(console.out)
            if options.json {
                console.out(report.json.line())
            } else if commandName == "status" {
                report.statusLines.forEach(console.out)
            }
            return ExitCode.success.rawValue
        } catch {
            let failure = ExitCode.failure(for: error)
            console.error(failure.line)
            return failure.code.rawValue
        }
    }
}

/// Lines held back until a command has finished.
@MainActor
final class LineBuffer {
    private(set) var lines: [String] = []

    func append(_ line: String) {
        lines.append(line)
    }
}

/// The pre-prompt as the terminal shows it.
enum PrePromptText {
    static func lines(for prePrompt: PrePrompt) -> [String] {
        [
            "┌ \(prePrompt.title)",
            "│ \(prePrompt.message)",
            "└ [1] \(prePrompt.rateButton)   [2] \(prePrompt.laterButton)   [3] \(prePrompt.declineButton)",
        ]
    }
}
