package import AskForReviewDomain

/// What the tests of every built-in condition take from the registry (`BuiltInConditions`): the
/// examples of the conditions that describe themselves, a group of each kind, and the events those
/// name, so random states record them.
package enum DescribedConditionExamples {
    /// Every example of every described condition, then each group (`BuiltInConditions.groups`) of
    /// the first two of them.
    package static let conditions: [any EligibilityCondition] = {
        let described = BuiltInConditions.described.flatMap { examples(of: $0) }
        return described + BuiltInConditions.groups.map { $0.init(Array(described.prefix(2))) }
    }()

    /// The events the examples name, each once.
    package static let eventNames: [EventName] = {
        var seen: [EventName] = []
        for name in BuiltInConditions.described.flatMap({ eventNames(in: $0) }) where !seen.contains(name) {
            seen.append(name)
        }
        return seen
    }()

    private static func examples<Condition: BuiltInCondition>(of type: Condition.Type) -> [any EligibilityCondition] {
        Condition.examples
    }

    private static func eventNames<Condition: BuiltInCondition>(in type: Condition.Type) -> [EventName] {
        Condition.examples.flatMap { example in
            Condition.parameters.compactMap { parameter in
                if case .eventName(let name) = parameter.value(example) { name } else { nil }
            }
        }
    }
}
