import AskForReviewPresentation
import Testing

@testable import AppShell

@MainActor
@Suite("Console review prompter")
struct ConsoleReviewPrompterTests {
    @Test("Each request writes the system prompt line")
    func writesLine() {
        var lines: [String] = []
        let sut = ConsoleReviewPrompter { lines.append($0) }
        sut.requestReview()
        sut.requestReview()
        #expect(lines == [ConsoleReviewPrompter.requestLine, ConsoleReviewPrompter.requestLine])
    }
}
