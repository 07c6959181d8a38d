/// What replays a ``UsageSchedule``: the simulator's runs, or a check that drives the real use case.
/// (A type rather than a callback, so the simulator's state is updated in place, with no check for
/// exclusive access on each step.)
package protocol UsageStepTaker {
    /// What taking a step may throw (`Never` for the simulator).
    associatedtype Failure: Error
    /// Takes `step`.
    mutating func take(_ step: UsageStep) throws(Failure)
}
