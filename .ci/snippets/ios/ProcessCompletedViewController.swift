import AskForReview
import UIKit

/// The completion screen of Apple's sample, in UIKit: the completion counts when the screen appears;
/// the review request goes out after a 2-second pause only if the user is still there.
final class ProcessCompletedViewController: UIViewController {
    private let reviews = ViewModelFactory.makeAskForReviewViewModel(policy: .apple)

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        reviews.processDidFinish(.completed)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        reviews.completionScreenDidDisappear()
    }
}
