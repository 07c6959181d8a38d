package import Foundation

/// The values given to the parameters of a ``BuiltInCondition``, by name: each of its parameter's
/// kind and in its range; a parameter not given has none.
package struct ConditionArguments: Sendable {
    private let values: [String: ConditionArgument]

    /// The arguments `values` holds, by parameter name.
    package init(_ values: [String: ConditionArgument]) {
        self.values = values
    }

    /// The whole number given to `name`, or `nil`.
    package func integer(_ name: String) -> Int? {
        if case .integer(let value) = values[name] { value } else { nil }
    }

    /// The number given to `name`, or `nil`.
    package func number(_ name: String) -> Double? {
        if case .number(let value) = values[name] { value } else { nil }
    }

    /// The duration in seconds given to `name`, or `nil`.
    package func duration(_ name: String) -> TimeInterval? {
        if case .duration(let value) = values[name] { value } else { nil }
    }

    /// The event name given to `name`, or `nil`.
    package func eventName(_ name: String) -> EventName? {
        if case .eventName(let value) = values[name] { value } else { nil }
    }

    /// The choice given to `name`, or `nil`.
    package func choice(_ name: String) -> String? {
        if case .choice(let value) = values[name] { value } else { nil }
    }

    /// The flag given to `name`, or `nil`.
    package func flag(_ name: String) -> Bool? {
        if case .flag(let value) = values[name] { value } else { nil }
    }

    /// The score bounds given to `name`, or `nil`.
    package func scoreBounds(_ name: String) -> ClosedRange<Double>? {
        if case .scoreBounds(let value) = values[name] { value } else { nil }
    }

    /// The text given to `name`, or `nil`.
    package func text(_ name: String) -> String? {
        if case .text(let value) = values[name] { value } else { nil }
    }
}
