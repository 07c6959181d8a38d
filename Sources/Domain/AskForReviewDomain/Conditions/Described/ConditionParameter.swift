package import Foundation

/// One parameter of a ``BuiltInCondition``: its name, what it holds, whether it must be given, and
/// its value in a condition.
package struct ConditionParameter<Condition>: Sendable {
    /// What a parameter holds, and the values it accepts.
    package enum Kind: Sendable, Equatable {
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A number in the range.
        case number(ClosedRange<Double>)
        /// A duration in seconds, at least `minimum`; a policy file writes it with its unit.
        case duration(minimum: TimeInterval)
        /// A valid event name.
        case eventName
        /// One of the names.
        case choice([String])
        /// `true` or `false`.
        case flag
        /// A text of 1 to `maximumLength` characters.
        case text(maximumLength: Int)
        /// Scores from a lower to an upper bound (included, the lower at most the upper), each within
        /// plus or minus `BuiltInConditions.maximumScore`.
        case scoreBounds
    }

    /// Its name: the key a policy file writes it under.
    package let name: String
    /// What it holds.
    package let kind: Kind
    /// Whether a condition cannot be made without it.
    package let isRequired: Bool
    /// Its value in `condition`, or `nil` when the condition holds the default (a policy file then
    /// leaves it out).
    package let value: @Sendable (Condition) -> ConditionArgument?

    /// A parameter `name` of `kind`, required or not, whose value in a condition `value` gives.
    package init(
        _ name: String, _ kind: Kind, required isRequired: Bool,
        value: @escaping @Sendable (Condition) -> ConditionArgument?
    ) {
        self.name = name
        self.kind = kind
        self.isRequired = isRequired
        self.value = value
    }
}
