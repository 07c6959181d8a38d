import Foundation

/// `review-link`: prints the manual write-review URL.
struct ReviewLinkCommand: StoreCommand, Equatable {
    static let definition = CommandDefinition(
        name: "review-link",
        usage: "review-link --app-id DIGITS",
        summary: "print the manual write-review URL",
        help: "review-link --app-id DIGITS\n  Print https://apps.apple.com/app/id<DIGITS>?action=write-review.",
        valued: ["--app-id"],
        parse: { input throws(UsageError) in
            guard let url = try input.reviewLink() else {
                throw UsageError("review-link needs --app-id DIGITS", command: input.command)
            }
            return ReviewLinkCommand(url: url)
        }
    )

    let url: URL

    var changesStore: Bool { false }

    @MainActor func act(on session: ShellSession, transcript: CommandTranscript) async -> [String: JSONValue] {
        transcript.say(url.absoluteString)
        return ["url": .string(url.absoluteString)]
    }
}
