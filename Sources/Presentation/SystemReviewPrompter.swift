/// The seam to the system's review prompt (StoreKit on iOS, the console on Linux).
@MainActor
public protocol SystemReviewPrompter: AnyObject {
    /// Makes the system review request. The system may show nothing; it never says.
    func requestReview()
}
