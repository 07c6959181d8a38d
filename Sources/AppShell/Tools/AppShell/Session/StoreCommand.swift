import AskForReviewDomain

/// A command that acts through the view model on the store, then reports the state and the decision
/// (as lines, or one JSON object with `--json`). What it says is held back until the command has
/// finished and its report is read: a command that fails prints nothing on standard output, so no
/// line claims a change that did not happen.
protocol StoreCommand: ShellCommand {
    /// The command's definition, whose name the report carries.
    static var definition: CommandDefinition { get }
    /// Acts on `session`, saying what it did in `transcript`; returns members the JSON report adds.
    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue]
    /// Lines printed after the transcript, from the report (none unless the command says so).
    func conclusion(from report: CommandReport) -> [String]
}

extension StoreCommand {
    var changesStore: Bool { true }

    func conclusion(from report: CommandReport) -> [String] { [] }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let options = context.options
        let transcript = CommandTranscript(quiet: options.json)
        let session = ShellSession(
            options: options, console: context.console, prompterOutput: { transcript.say($0) })
        if let failure = session.endingFailure() {
            context.console.error(failure.line)
            return failure.code.rawValue
        }
        let extra = await act(on: session, transcript: transcript)
        if let withheld = session.withheldReasons {
            transcript.explain("The system request was withheld at the last moment, because:", withheld)
        }
        do {
            var report = try session.report(command: Self.definition.name)
            report.extra = extra
            session.printWarnings(report)
            transcript.lines.forEach(context.console.out)
            if options.json {
                context.console.out(report.json.line())
            } else {
                conclusion(from: report).forEach(context.console.out)
            }
            return ExitCode.success.rawValue
        } catch {
            let failure = session.failed(with: error)
            context.console.error(failure.line)
            return failure.code.rawValue
        }
    }
}
