import AskForReviewData
import Foundation
import Testing

@Suite("Bundle version service")
struct BundleVersionServiceTests {
    @Test("Without a bundle version the injected version is used; a blank one counts as unknown")
    func fallback() {
        #expect(BundleVersionService(bundle: .main, fallback: "3.1").currentVersion() == "3.1")
        #expect(BundleVersionService(fixedVersion: "  ").currentVersion() == nil)
        #expect(BundleVersionService(fixedVersion: nil).currentVersion() == nil)
        let long = String(repeating: "9", count: 10_000)
        #expect(BundleVersionService(fixedVersion: long).currentVersion() == long)
    }
}
