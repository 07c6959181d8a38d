import AskForReviewData
package import AskForReviewDomain
package import AskForReviewJSON

/// Reads conditions from a policy file with a vocabulary of names, noting every problem in one report.
package struct PolicyConditionReader {
    package let report: PolicyFileReport
    package let vocabulary: PolicyConditions

    /// The condition `value` at `path` names, as a one-member object `{"<name>": <parameters>}`.
    package func condition(_ value: StrictJSON, at path: String) -> (any EligibilityCondition)? {
        let allowed = "an object with one of the keys " + vocabulary.names.joined(separator: ", ")
        guard case .object(let members) = value, members.count == 1, let member = members.first else {
            report.add(path, found: value.found, allowed: allowed)
            return nil
        }
        guard let coding = vocabulary.coding(named: member.key) else {
            report.add(PolicyFileReport.path(path, member.key), found: "an unknown condition", allowed: allowed)
            return nil
        }
        return coding.decode(member.value, PolicyFileReport.path(path, member.key), self)
    }

    /// The list of conditions `value` at `path` holds; with `nonEmpty`, an empty list is a problem.
    package func conditions(_ value: StrictJSON, at path: String, nonEmpty: Bool) -> [any EligibilityCondition]? {
        let allowed = nonEmpty ? "a list of one or more conditions" : "a list of conditions"
        guard case .array(let elements) = value, !(nonEmpty && elements.isEmpty) else {
            report.add(path, found: value.found, allowed: allowed)
            return nil
        }
        let read = elements.enumerated().map { offset, element in condition(element, at: "\(path)[\(offset)]") }
        let conditions = read.compactMap { $0 }
        return conditions.count == read.count ? conditions : nil
    }
}
