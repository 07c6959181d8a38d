import Foundation

/// `demo`: Apple's three-step process in the terminal, the default command.
struct DemoCommand: ShellCommand, Equatable {
    static let definition = CommandDefinition(
        name: "demo",
        usage: "demo",
        summary: "Apple's three-step process in the terminal (default)",
        help: """
            demo [--app-id DIGITS]
              Start Process, Continue Process twice, Process Completed. On the completed screen the
              review request goes out after the pause if you stay: type w to wait there; d leaves
              the screen and cancels the request; another key keeps you there. The start screen also
              offers r (reset checks) and w (write a review link). Works with piped input.
            """,
        valued: ["--app-id"],
        refused: [("--json", "demo is interactive and prints no JSON; --json is for the other commands")],
        parse: { input throws(UsageError) in DemoCommand(reviewLink: try input.reviewLink()) }
    )

    /// The write-review link the start screen offers, if `--app-id` gave one.
    let reviewLink: URL?

    var changesStore: Bool { true }

    @MainActor func run(in context: ShellContext) async -> Int32 {
        await DemoSession(
            options: context.options, console: context.console, input: context.input, reviewLink: reviewLink
        )
        .run()
    }
}
