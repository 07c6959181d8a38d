import AskForReviewData
public import AskForReviewDomain
package import AskForReviewJSON
import Foundation

/// The condition names a policy file may use, and how each is read and written: the package's
/// built-in conditions and those a team registers with ``registering(_:as:)``.
public struct PolicyConditions: Sendable {
    private let codings: [PolicyConditionCoding]

    package init(codings: [PolicyConditionCoding]) {
        self.codings = codings
    }

    /// The built-in conditions, under their names: `allOf`, `anyOf`, `minimumEventCount`,
    /// `minimumSessions`, … (see the policy file format).
    public static let builtIn = PolicyConditions(codings: BuiltInConditionCodings.all)

    /// Every name, built-in ones first, then the registered ones in the order registered.
    public var names: [String] { codings.map(\.name) }

    /// The coding of `name`, or `nil`.
    package func coding(named name: String) -> PolicyConditionCoding? {
        codings.first { $0.name == name }
    }

    /// This vocabulary with `type` under `name`: a file writes the condition as
    /// `{"<name>": <the condition encoded as JSON>}`, read through `Decodable` (its errors become
    /// problems at their paths) and written through `Encodable`.
    /// - Throws: a ``PolicyFileError`` when `name` is taken or is not 1 to 64 ASCII letters and
    ///   digits starting with a letter.
    public func registering<Condition: EligibilityCondition & Codable>(_ type: Condition.Type, as name: String)
        throws(PolicyFileError) -> PolicyConditions
    {
        let valid =
            (1...64).contains(name.count) && name.first?.isLetter == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard valid, coding(named: name) == nil else {
            let found = valid ? "the name \"\(name)\", already taken" : "the name \"\(name)\""
            throw PolicyFileError(problems: [
                PolicyFileProblem(
                    path: "", found: found,
                    allowed:
                        "1 to 64 ASCII letters and digits, starting with a letter, not one of \(names.joined(separator: ", "))"
                )
            ])
        }
        return PolicyConditions(codings: codings + [CodableConditionCoding.coding(type, as: name)])
    }

    /// The file form of `condition`: `{"<name>": <parameters>}`.
    /// - Throws: a ``PolicyFileError`` when no coding knows the condition's type.
    package func encode(_ condition: any EligibilityCondition, at path: String) throws(PolicyFileError) -> StrictJSON {
        for coding in codings {
            if let parameters = try coding.encode(condition, self) {
                return .object([StrictJSON.Member(coding.name, parameters)])
            }
        }
        throw PolicyFileError(problems: [
            PolicyFileProblem(
                path: path, found: "a condition of type \(Swift.type(of: condition))",
                allowed: "a built-in condition or one registered with PolicyConditions.registering(_:as:)")
        ])
    }

    /// The file form of `conditions`, leaving out those not configured (they take no part in a
    /// decision).
    package func encode(_ conditions: [any EligibilityCondition], at path: String) throws(PolicyFileError)
        -> StrictJSON
    {
        var elements: [StrictJSON] = []
        for condition in conditions where !Self.isNotConfigured(condition) {
            elements.append(try encode(condition, at: "\(path)[\(elements.count)]"))
        }
        return .array(elements)
    }

    /// Whether `condition` has no threshold, and so takes no part in a decision.
    private static func isNotConfigured(_ condition: any EligibilityCondition) -> Bool {
        let context = EligibilityContext(
            state: ReviewState(), now: Date(timeIntervalSinceReferenceDate: 0), currentVersion: nil)
        return condition.evaluate(in: context) == .notConfigured
    }
}
