public import AskForReviewDomain

/// One of a simulated user's own events: what is recorded, and how often.
public struct SimulatedEvent: Equatable, Sendable {
    /// The event recorded, with its weight and whether it is a bad experience.
    package var event: ReviewEvent
    /// Occurrences a day; below 0 or not a number counts as none, above 1,000 as 1,000.
    package var perDay: Double

    /// `event` (recorded with its weight and whether it is a bad experience), `perDay` times a day;
    /// below 0 or not a number counts as none, above 1,000 as 1,000.
    public init(_ event: ReviewEvent, perDay: Double) {
        self.event = event
        self.perDay = perDay
    }
}
