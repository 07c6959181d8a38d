package import AskForReviewDomain
package import Foundation

/// One thing a simulated user does, at its time (and on its day of the run, from 0, where the step
/// may ask).
package enum UsageStep {
    /// A new version ships.
    case ship(version: String)
    /// The app launches: a session starts.
    case launch(Date)
    /// The app was installed (first opened): its first launch counts from then, unless one was
    /// recorded before.
    case install(Date)
    /// A periodic check.
    case check(Date, day: Int)
    /// An event the policy never asks at (a significant event, a skipped process).
    case record(ReviewEvent, Date)
    /// A completed process, and the ask at it.
    case complete(Date, day: Int)
    /// An event of the app's own after which the app asks, at a completed process's moment (a
    /// significant event): recorded, then asked at, the event the ask follows.
    case ask(ReviewEvent, Date, day: Int)
}
