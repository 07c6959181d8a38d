public import Foundation

/// A change to the stored state that asks nothing and decides nothing: a launch, an event, a review.
///
/// Because it is a value and not a state, a store may apply it later, to whatever state is stored
/// then: two processes (an app and its extension) recording at the same time lose nothing.
public enum ReviewChange: Sendable, Equatable {
    /// The app launched at a date: a session starts, and the first launch is set if none is recorded.
    case launch(at: Date)
    /// One occurrence of an event at a date, the app at a version.
    case event(ReviewEvent, at: Date, version: String?)
    /// The user reviewed at a date, from any path; the first time is kept.
    case userReviewed(at: Date)

    /// Applies the change to `state`.
    /// - Throws: ``AskForReviewError/tooManyEventNames(limit:)`` for an event with a new name past
    ///   ``ReviewState/maximumEventNames``; `state` is unchanged then.
    public func apply(to state: inout ReviewState) throws(AskForReviewError) {
        switch self {
        case .launch(let date): state.recordLaunch(at: date)
        case .event(let event, let date, let version): try state.record(event, at: date, version: version)
        case .userReviewed(let date): state.markReviewed(at: date)
        }
    }
}
