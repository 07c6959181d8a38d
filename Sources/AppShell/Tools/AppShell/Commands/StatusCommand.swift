/// `status`: the stored state and the decision, with every reason it is not eligible.
struct StatusCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "status",
        usage: "status",
        summary: "the stored state, the decision and why not eligible",
        help: """
            status
              Print the stored state and the decision, with every reason it is not eligible and the earliest
              time waiting alone could make it eligible.
            """,
        parse: { _ in StatusCommand() }
    )

    var changesStore: Bool { false }

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        [:]
    }

    func conclusion(from report: CommandReport) -> [String] {
        report.statusLines
    }
}
