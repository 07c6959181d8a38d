import AskForReview

/// What a view model's closures told, in order, in words a test compares: "shown Title",
/// "answered rate", "requested", "withheld promptUnavailable", "error …". It sets every closure.
@MainActor
final class ToldSteps {
    private(set) var all: [String] = []

    init(_ viewModel: AskForReviewViewModel) {
        viewModel.handleShowPrePrompt = { [weak self] in self?.all.append("shown \($0.title)") }
        viewModel.handleAnswerRecorded = { [weak self] in self?.all.append("answered \($0)") }
        viewModel.handleReviewRequested = { [weak self] in self?.all.append("requested") }
        viewModel.handleRequestWithheld = { [weak self] reasons in
            self?.all.append("withheld " + reasons.map(\.kind.rawValue).joined(separator: ","))
        }
        viewModel.handleError = { [weak self] in self?.all.append("error \($0)") }
    }
}
