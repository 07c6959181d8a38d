import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import AskForReviewTesting
import Foundation
import Testing

/// A rule targeting tools such as Apptentive's criteria offer (the time since an event was last
/// invoked) and the package had not: no ask within a while of a moment the team marks as a bad one
/// to interrupt. From Swift and from a policy file, on the public API alone.
@MainActor
@Suite("No ask within a while of an event")
struct TimeSinceEventTests {
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// Asks at every completed process, except within two hours of a failed purchase.
    static let policy = ReviewPolicy(
        name: "calm", conditions: [ReviewConditions.minimumTimeElapsed(sinceLastEvent: "purchaseFailed", 2 * 3_600)],
        moments: [.processCompleted], systemQuota: nil)

    static let file = Data(
        #"{"format": 1, "name": "calm", "moments": ["processCompleted"], "systemLimit": "off", "conditions": [{"minimumTimeSinceEvent": {"since": "purchaseFailed", "duration": "2h"}}]}"#
            .utf8)

    private func usecase(_ policy: ReviewPolicy, clock: SteppingDate) -> any AskForReviewUsecase {
        UsecasesFactory.makeAskForReviewUsecase(
            policy: policy,
            reviewStoreService: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
            versionService: VersionServiceStub("1.0"), currentDate: clock.provider)
    }

    @Test("In Swift and in a file alike: not asked within two hours of a failed purchase, asked after")
    func waitsAfterTheEvent() throws {
        let fromFile = try PolicyFile.policy(from: Self.file)
        for policy in [Self.policy, fromFile] {
            let clock = SteppingDate(Self.start)
            let usecase = usecase(policy, clock: clock)
            #expect(try usecase.recordProcess(.completed).isEligible, "never failed: asked")
            try usecase.record(ReviewEvent("purchaseFailed"))
            clock.advance(seconds: 3_600)
            let decision = try usecase.recordProcess(.completed)
            #expect(
                decision.reasons == ["asks again from 2026-05-09T08:13:20Z (2 hours after the last purchaseFailed)"])
            clock.advance(seconds: 3_600)
            #expect(try usecase.recordProcess(.completed).isEligible, "two hours on: asked")
        }
    }

    @Test("A file's mistakes in it are problems at their paths")
    func problems() throws {
        let text = String(decoding: Self.file, as: UTF8.self)
        let wrong = text.replacingOccurrences(of: #""duration": "2h""#, with: #""duration": 2, "extra": true"#)
        let error = try #require(throws: PolicyFileError.self) { try PolicyFile.policy(from: Data(wrong.utf8)) }
        #expect(
            error.problems.map(\.path) == [
                "conditions[0].minimumTimeSinceEvent.duration", "conditions[0].minimumTimeSinceEvent.extra",
            ])
        #expect(PolicyConditions.builtIn.names.contains("minimumTimeSinceEvent"))
    }
}
