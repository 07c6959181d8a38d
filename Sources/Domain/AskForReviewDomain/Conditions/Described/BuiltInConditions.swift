/// The built-in conditions that describe themselves (``BuiltInCondition``), each named once: a policy
/// file reads and writes them from their descriptions, and the tests of every condition take their
/// examples from here.
package enum BuiltInConditions {
    /// Every built-in condition that describes itself, in the order a policy file's vocabulary lists
    /// those it adds after the others.
    package static let described: [any BuiltInCondition.Type] = [MinimumTimeSinceEvent.self]
}
