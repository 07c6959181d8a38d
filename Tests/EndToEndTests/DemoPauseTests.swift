import AskForReviewData
import AskForReviewDomain
import AskForReviewTesting
import Foundation
import Testing

@testable import AppShell

/// The demo in-process on a manual clock: the pause passes only when the test moves the clock.
@MainActor
@Suite("Demo: the pause on the completed screen")
struct DemoPauseTests {
    let folder = TemporaryFolderURL()

    /// Runs the demo with `lines` as its input; while `advancing`, the clock jumps past every pause
    /// the demo sleeps in. Returns what it printed.
    func demo(_ lines: [String], advancing: Bool) async -> [String] {
        let printed = Locked<[String]>([])
        let console = Console(out: { line in printed.withLock { $0.append(line) } }, error: { _ in })
        var options = ShellOptions()
        options.storePath = folder.url.appendingPathComponent("state.json").path
        let clock = ManualClock()
        let advancer = Task {
            while advancing, !Task.isCancelled {
                if clock.sleeperCount > 0 { clock.advance(by: .seconds(2)) }
                await Task.yield()
            }
        }
        let code = await DemoSession(options: options, console: console, input: .lines(lines), clock: clock).run()
        advancer.cancel()
        #expect(code == 0)
        return printed.current
    }

    @Test("Leaving the completed screen during the pause cancels the request; waiting there makes it")
    func leaveAndWait() async throws {
        let round = ["s", "c", "c"]
        let leaving = await demo(round + ["d"] + round + ["d"] + round + ["d"] + round + ["d"], advancing: false)
        #expect(leaving.contains("(You left the completed screen during the pause: no review request.)"))
        #expect(!leaving.contains(ConsoleReviewPrompter.requestLine))
        // A mistyped key keeps the user on the screen: the request is not cancelled until [d].
        let mistyped = await demo(round + ["x", "d"], advancing: false)
        let unknown = try #require(mistyped.firstIndex { $0.hasPrefix("Unknown choice 'x'") })
        let left = try #require(
            mistyped.firstIndex(of: "(You left the completed screen during the pause: no review request.)"))
        #expect(unknown < left)
        let staying = await demo(round + ["x", "w", "q"], advancing: true)
        #expect(staying.filter { $0 == ConsoleReviewPrompter.requestLine }.count == 1)
        let state = try StoreableReviewStoreService(
            store: JSONFileStore(fileURL: folder.url.appendingPathComponent("state.json"))
        ).loadState()
        #expect(state.completedCount == 6)
        #expect(state.requestCount == 1)
    }
}
