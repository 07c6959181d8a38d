/// A condition the package ships that describes itself: its name and parameters, from which a
/// policy file reads and writes it, and conditions of its kind, which the tests of every condition
/// check. A new built-in rule is its own file conforming to this protocol, named once in
/// ``BuiltInConditions/described``.
package protocol BuiltInCondition: EligibilityCondition {
    /// Its name in a policy file: 1 to 64 ASCII letters and digits, starting with a lowercase letter.
    static var policyName: String { get }
    /// Its parameters, in the order a policy file writes them.
    static var parameters: [ConditionParameter<Self>] { get }
    /// Conditions of its kind, between them giving every parameter a value other than its default:
    /// what the tests of every built-in condition read, write and evaluate.
    static var examples: [Self] { get }

    /// What makes `arguments` no condition of this kind when each of them alone is valid (two
    /// optional parameters of which one must be given, say): what was found and what is allowed, or
    /// `nil` when they make one.
    static func problem(with arguments: ConditionArguments) -> (found: String, allowed: String)?

    /// The condition `arguments` describe, each of them of its parameter's kind and in its range;
    /// `nil` when a required parameter has no value, or when ``problem(with:)`` names one.
    init?(_ arguments: ConditionArguments)
}

extension BuiltInCondition {
    /// Any arguments valid one by one make a condition.
    package static func problem(with arguments: ConditionArguments) -> (found: String, allowed: String)? { nil }
}
