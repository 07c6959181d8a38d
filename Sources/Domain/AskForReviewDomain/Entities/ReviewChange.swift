public import Foundation

/// A change to the stored state that asks nothing and decides nothing: a launch, an event, a review.
///
/// Because it is a value and not a state, a store may apply it later, to whatever state is stored
/// then: two processes (an app and its extension) recording at the same time lose nothing.
public enum ReviewChange: Sendable, Equatable {
    /// The app launched at a date, at a version (`nil` when unknown): a session starts, and the first
    /// launch is set if none is recorded.
    case launch(at: Date, version: String? = nil)
    /// One occurrence of an event at a date, the app at a version; the session's score is clamped into
    /// `scoreBounds` (the recording policy's `sessionScoreBounds`) after the event's weight is added.
    case event(ReviewEvent, at: Date, version: String?, scoreBounds: ClosedRange<Double>? = nil)
    /// The user chose to rate at a date, the app at a version (`nil` when unknown), from any path:
    /// ``UserChoice/rate``.
    case userChoseRate(at: Date, version: String? = nil)
    /// The user said at a date never to ask them, from any path (a setting, a support flow), with no
    /// pre-prompt awaiting an answer: ``UserChoice/optOut``.
    case userOptedOut(at: Date)

    /// Applies the change to `state`.
    /// - Throws: ``AskForReviewError/tooManyEventNames(limit:)`` for an event with a new name past
    ///   ``ReviewState/maximumEventNames``; `state` is unchanged then.
    public func apply(to state: inout ReviewState) throws(AskForReviewError) {
        switch self {
        case .launch(let date, let version): state.recordLaunch(at: date, version: version)
        case .event(let event, let date, let version, let bounds):
            try state.record(event, at: date, version: version, scoreBounds: bounds)
        case .userChoseRate(let date, let version): state.record(.rate, at: date, version: version)
        case .userOptedOut(let date): state.record(.optOut, at: date, version: nil)
        }
    }
}
