package import Foundation

/// The value of one parameter of a ``BuiltInCondition``, of the parameter's kind.
package enum ConditionArgument: Sendable, Equatable {
    case integer(Int)
    case number(Double)
    /// Seconds.
    case duration(TimeInterval)
    case eventName(EventName)
    case choice(String)
    case flag(Bool)
    case text(String)
    case scoreBounds(ClosedRange<Double>)
}
