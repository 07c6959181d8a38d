/// One small rule of a review policy.
///
/// A feature team adds a rule by adding one type that conforms to this protocol and listing it in a
/// ``ReviewPolicy``; the use case never changes. A conforming type must be pure: the same context gives
/// the same result, with no side effects, so decisions can be computed at any time.
///
/// **What a condition may call while it is evaluated.** The package never evaluates a condition while
/// it holds a lock: not a store's update, not the lock of a state kept in memory, not the file lock
/// other processes wait for. So a condition that reads the use case's `state()`, asks a view model for
/// a decision, loads a store, records an event, or takes its time neither crashes nor deadlocks the
/// app, and never makes another process wait. It is evaluated on the caller's thread (the main actor
/// for the use case and the view model). What it records counts from the next decision on, with one
/// consequence to know: the system request (and a pre-prompt's record) is decided on the latest state
/// and stored only if that state is still the stored one, so a recording made while it is decided
/// makes it decide again, on the new state. A condition that records at every evaluation makes every
/// such decision stale: after 8 tries the request is withheld, with the reason kind
/// `stateKeptChanging`, and every recording is kept.
public protocol EligibilityCondition: Sendable {
    /// Evaluates the rule. Return ``ConditionResult/notConfigured`` when the rule has no threshold,
    /// never a silent ``ConditionResult/notMet(_:)-enum.case``.
    func evaluate(in context: EligibilityContext) -> ConditionResult
}
