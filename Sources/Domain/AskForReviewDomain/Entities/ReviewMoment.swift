/// The moment at which the app considers asking; each policy names the moments it asks at.
public enum ReviewMoment: String, Sendable, Equatable, CaseIterable {
    /// A process (or workout) was just completed and its completion screen is showing.
    case processCompleted = "process completed"
    /// A periodic check while the app is active (for example every 60 seconds).
    case periodicCheck = "periodic check"
}
