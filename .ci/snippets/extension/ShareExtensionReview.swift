import AskForReview
import UIKit

// An app extension has no `UIApplication.shared`: it gives the prompter its own window scene and
// uses the one-call setup that takes a prompter, which is available in extensions.
final class ShareViewController: UIViewController {
    /// The window scene the extension's view is in, kept when it appears.
    var windowScene: UIWindowScene?

    private lazy var reviews = ViewModelFactory.makeAskForReviewViewModel(
        policy: .apple,
        prompter: StoreKitReviewPrompter(scene: { [weak self] in self?.windowScene }))

    func shareDidFinish() {
        reviews.processDidFinish(.completed)
    }
}
