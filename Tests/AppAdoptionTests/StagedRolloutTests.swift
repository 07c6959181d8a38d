import AskForReview
import AskForReviewRollout
import AskForReviewTesting
import Foundation
import Testing

// The "Measuring a policy's effect" article's example, word for word: asks per variant, as the
// app's analytics receives them.

/// An ask, as the app's analytics receives it.
enum Ask { case systemRequest, prePrompt }

/// Sends each ask the view model makes to the app's analytics with the install's variant, the
/// `experiment/variant` of its `policy`; the pre-prompt is still shown by `present`.
@MainActor
func sendAsks(
    of viewModel: AskForReviewViewModel, policy: ReviewPolicy, present: @escaping (PrePrompt) -> Void,
    send: @escaping (_ variant: String, _ ask: Ask) -> Void
) {
    guard let variant = policy.assignment?.description else { return }
    viewModel.handleReviewRequested = { send(variant, .systemRequest) }
    viewModel.handleShowPrePrompt = { prePrompt in
        send(variant, .prePrompt)
        present(prePrompt)
    }
}

/// The system requests and pre-prompts of each variant, from the asks the analytics received.
func asksByVariant(_ asks: [(variant: String, ask: Ask)]) -> [String: (systemRequests: Int, prePrompts: Int)] {
    var counts: [String: (systemRequests: Int, prePrompts: Int)] = [:]
    for (variant, ask) in asks {
        switch ask {
        case .systemRequest: counts[variant, default: (0, 0)].systemRequests += 1
        case .prePrompt: counts[variant, default: (0, 0)].prePrompts += 1
        }
    }
    return counts
}

@Suite("A staged rollout with a holdout, from the public API")
struct StagedRolloutTests {
    /// 20,000 install ids, the same in every run.
    static let installs: [UUID] = (0..<20_000).map { index in
        var state = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
        var bytes: [UInt8] = []
        for _ in 0..<16 {
            state ^= state >> 29
            state = state &* 0xBF58_476D_1CE4_E5B9
            bytes.append(UInt8(truncatingIfNeeded: state >> 32))
        }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    static let holdout = ReviewPolicy(name: "holdout", conditions: [], moments: [], isEnabled: false)

    /// The experiment "timing" with a 5% holdout, `control` (the apple preset) and `sooner`.
    static func timing(control: Double, sooner: Double) -> PolicyExperiment {
        PolicyExperiment(
            name: "timing",
            variants: [
                .init(name: "holdout", share: 5, policy: holdout),
                .init(name: "control", share: control, policy: .apple),
                .init(name: "sooner", share: sooner, policy: .fitToday),
            ])
    }

    @Test("Growing a variant takes installs from the one before it; no other install changes variant")
    func growingKeepsAssignments() throws {
        let stages = [(85.0, 10.0), (75, 20), (45, 50), (0, 95)]
        var previous: [String] = []
        for (control, sooner) in stages {
            let experiment = Self.timing(control: control, sooner: sooner)
            let variants = try Self.installs.map { try #require(experiment.variant(forInstall: $0)).name }
            for (before, now) in zip(previous, variants) where before != now {
                #expect(before == "control" && now == "sooner", "only control installs move, to sooner")
            }
            let share = Double(variants.filter { $0 == "sooner" }.count) / Double(variants.count)
            #expect(abs(share - sooner / 100) < 0.01, "sooner's share \(share) at \(sooner)%")
            let held = Double(variants.filter { $0 == "holdout" }.count) / Double(variants.count)
            #expect(abs(held - 0.05) < 0.005, "the holdout's share \(held)")
            previous = variants
        }
    }

    @Test("A new total of the shares moves installs between variants whose shares did not change")
    func newTotalMovesInstalls() throws {
        let (before, after) = (Self.timing(control: 85, sooner: 10), Self.timing(control: 85, sooner: 20))
        let moved = try Self.installs.filter { id in
            try #require(before.variant(forInstall: id)).name == "holdout"
                && #require(after.variant(forInstall: id)).name == "control"
        }
        #expect(!moved.isEmpty, "holdout installs moved to control when the total went from 100 to 110")
    }

    @MainActor
    @Test("The holdout never asks and the analytics count each variant's asks")
    func holdoutAndStream() async throws {
        let experiment = Self.timing(control: 85, sooner: 10)
        var sent: [(variant: String, ask: Ask)] = []
        var held = 0
        for id in Self.installs.prefix(300) {
            let clock = ManualClock()
            let policy = try #require(experiment.policy(forInstall: id))
            let viewModel = ViewModelFactory.makeAskForReviewViewModel(
                policy: policy, store: DataFactory.makeInMemoryStore(),
                versionService: VersionServiceStub("1.0"), prompter: SystemReviewPrompterSpy(), clock: clock)
            sendAsks(of: viewModel, policy: policy, present: { _ in }, send: { sent.append(($0, $1)) })
            for _ in 1...4 { viewModel.processDidFinish(.completed) }
            if let pending = viewModel.pendingReviewRequest {
                clock.advance(by: .seconds(2))
                await pending.value
            }
            if policy.assignment?.variant == "holdout" {
                held += 1
                #expect(viewModel.decision()?.unmet.map(\.kind) == [.switchedOff])
            }
        }
        let asks = asksByVariant(sent)
        #expect(asks["timing/holdout"] == nil, "the holdout never asks")
        #expect((asks["timing/control"]?.systemRequests ?? 0) > 200, "\(asks)")
        #expect(held > 0, "some installs are held out")
        #expect(!sent.contains { $0.variant == "timing/holdout" }, "a holdout install has nothing to report")
    }
}
