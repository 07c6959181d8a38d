import AskForReviewPresentation
import FoundationEssentials
import Testing

@Suite("Write-a-review link")
struct WriteReviewLinkTests {
    @Test("An all-digit id makes Apple's write-review link")
    func validID() throws {
        #expect(
            try WriteReviewLink.url(appID: "1234567890").absoluteString
                == "https://apps.apple.com/app/id1234567890?action=write-review")
    }

    @Test(
        "An id that is not all digits is refused",
        arguments: ["", "12a4", " 123", "123 ", "-5", "１２３", "12.3", "id123"])
    func invalidID(id: String) {
        #expect(throws: WriteReviewLink.Failure.notAllDigits(id)) { try WriteReviewLink.url(appID: id) }
    }
}
