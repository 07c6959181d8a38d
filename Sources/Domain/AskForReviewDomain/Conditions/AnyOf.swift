import Foundation

/// Met when at least one configured child condition is met.
///
/// When none is met the one reason lists every child's reasons as alternatives: "none of: a; b"
/// (a child with several reasons reads "a and b"). It could hold as soon as the earliest alternative
/// could; any change one of them may be cleared by may clear it. Children that are not configured are
/// ignored; when none is configured the whole is not configured.
package struct AnyOf: EligibilityCondition {
    /// The child conditions, evaluated in order until one is met.
    package let conditions: [any EligibilityCondition]

    /// Combines `conditions` so that one of them must hold.
    package init(_ conditions: [any EligibilityCondition]) {
        self.conditions = conditions
    }

    /// `.met` when a configured child is met; `.notConfigured` when none is configured; else one
    /// `.notMet` reason listing the children's reasons as alternatives ("none of: a; b").
    package func evaluate(in context: EligibilityContext) -> ConditionResult {
        var alternatives: [[UnmetReason]] = []
        for condition in conditions {
            switch condition.evaluate(in: context) {
            case .met: return .met
            case .notMet(let reasons): alternatives.append(reasons)
            case .notConfigured: continue
            }
        }
        guard !alternatives.isEmpty else { return .notConfigured }
        let words = alternatives.map { $0.map(\.text).joined(separator: " and ") }
        // One alternative is enough, so the earliest counts; one that promises nothing may clear at once.
        let dates = alternatives.map { UnmetReason.latestClearing(of: $0) }
        return .notMet(
            UnmetReason(
                "none of: " + words.joined(separator: "; "), kind: .noneOf,
                clearsAt: dates.contains(nil) ? nil : dates.compactMap { $0 }.min()))
    }
}

extension AnyOf: BuiltInGroup {
    package static let policyName = "anyOf"
}
