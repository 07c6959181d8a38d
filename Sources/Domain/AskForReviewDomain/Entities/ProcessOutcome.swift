/// How a process (a multi-step flow, or a workout) ended.
public enum ProcessOutcome: String, Sendable, Equatable, CaseIterable {
    /// Finished successfully: counts toward a review request and may trigger one.
    case completed
    /// Abandoned or skipped: recorded, never counted, never triggers a request.
    case skipped
}
