/// The seam to the system's review prompt (StoreKit on Apple platforms).
///
/// The view model asks ``unavailableReason`` right before it records a request and makes it, in the
/// same turn of the main actor, so a request is recorded only when it goes out: the state the
/// prompter reads (the app's scenes and windows) cannot change in between.
@MainActor
public protocol SystemReviewPrompter: AnyObject {
    /// Why a request cannot go out now (for example: no foreground-active window scene, no key
    /// window), in words; `nil` when it can.
    var unavailableReason: String? { get }

    /// Makes the system review request. The system may show nothing; it never says.
    func requestReview()
}
