/// One occurrence of a named event, as an app records it.
public struct ReviewEvent: Sendable, Equatable {
    /// Which event.
    public var name: EventName
    /// Its weight (a score; may be negative), added to the event's weighted total and to the current
    /// session's score. 1 by default.
    public var weight: Double
    /// Whether it was a bad experience (a crash, a failed payment): the session it falls in never asks,
    /// whatever comes after it in that session, unless the policy allows it.
    public var isBadExperience: Bool

    /// An occurrence of `name` with `weight`, a bad experience or not.
    public init(_ name: EventName, weight: Double = 1, isBadExperience: Bool = false) {
        self.name = name
        self.weight = weight
        self.isBadExperience = isBadExperience
    }
}
