import AskForReviewDomain
import Foundation
import TestSupport
import Testing

@Suite("The version rule")
struct VersionConditionTests: ConditionTesting {
    @Test("The version condition names the version already asked for, and refuses an unknown version")
    func versionReason() {
        let asked = ReviewState(lastVersionPrompted: "1.2")
        #expect(
            words(
                VersionNotYetPrompted().evaluate(in: context(asked, version: "1.2")))
                == ["already asked for version 1.2"])
        #expect(VersionNotYetPrompted().evaluate(in: context(asked, version: "1.3")) == .met)
        #expect(
            words(
                VersionNotYetPrompted().evaluate(in: context(asked, version: nil)))
                == ["current app version is unknown"])
    }
}
