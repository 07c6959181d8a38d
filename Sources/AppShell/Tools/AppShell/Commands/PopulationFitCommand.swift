import AskForReviewSimulation
import Foundation

/// `population fit --events FILE|FOLDER|-`: a population file estimated from an event log, whose users a
/// population run simulates in greater numbers or for longer.
struct PopulationFitCommand: ShellCommand, Equatable {
    /// The log.
    let events: EventLogInput
    /// How many segments to split the users into, by sessions a week.
    var segments = 3
    /// The pre-prompt answer shares written into the file (no log shows them).
    var answers: PopulationModel.Answers?
    /// The analytics export the log is, or `nil` for the package's own event log.
    var format: ExportFormat?
    /// How the log's lines come, and where a log out of order is gathered by user.
    var order = LogOrder.standard

    var changesStore: Bool { false }

    init(_ input: CommandInput) throws(UsageError) {
        events = try EventLogInput(input, needing: "population fit")
        segments = try input.count("--segments", range: 1...50) ?? segments
        answers = try AnswerShares.read(from: input)
        format = try ExportFormatOption.read(from: input)
        order = try LogOrderOption.read(from: input)
    }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        let (options, console) = (context.options, context.console)
        let interrupt = InterruptStop()
        defer { interrupt.cancel() }
        return events.read(console: console, quiet: options.json, nothing: "nothing was fitted") {
            try PopulationFit(readingLogFiles: $0, segments: segments, format: format, order: order, progress: $1)
        } then: { fit in
            interrupt.beginWriting()
            var model = fit.model
            if let answers { model.answers = answers }
            let data = PopulationFile.data(for: model, onOneLine: options.json)
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") { console.out(String(line)) }
            if !options.json {
                console.error(
                    "AppShell: fitted \(TerminalText.counted(fit.users, "user")) over \(TerminalText.counted(fit.days, "day")) into \(model.segments.count) "
                        + "segments; to simulate them, save this file and run: AppShell simulate --population "
                        + "\(fit.users) --days \(fit.days) --population-file FILE")
            }
            return ExitCode.success.rawValue
        }
    }
}
