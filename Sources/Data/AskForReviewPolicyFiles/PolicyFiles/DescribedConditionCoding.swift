import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
import Foundation

/// The coding of a built-in condition that describes itself (`BuiltInCondition`): each parameter
/// read and written as its kind says, its problems reported as every other condition's are.
enum DescribedConditionCoding {
    /// The coding of `type`, under its policy name.
    static func coding<Condition: BuiltInCondition>(_ type: Condition.Type) -> PolicyConditionCoding {
        .object(Condition.policyName, Condition.self, read: { condition(Condition.self, from: &$0) }, write: members)
    }

    /// The condition of `type` the fields describe, or `nil` with the problems noted: a parameter
    /// missing, out of its range or of another kind, or arguments that make no condition together.
    static func condition<Condition: BuiltInCondition>(_ type: Condition.Type, from fields: inout PolicyFileFields)
        -> Condition?
    {
        var values: [String: ConditionArgument] = [:]
        var complete = true
        for parameter in Condition.parameters {
            let given = fields.value(parameter.name, required: false, allowed: "") != nil
            guard parameter.isRequired || given else { continue }
            if let value = read(parameter.name, parameter.kind, required: parameter.isRequired, from: &fields) {
                values[parameter.name] = value
            } else {
                complete = false
            }
        }
        guard complete else { return nil }
        let arguments = ConditionArguments(values)
        if let problem = Condition.problem(with: arguments) {
            fields.report.add(fields.path, found: problem.found, allowed: problem.allowed)
            return nil
        }
        return Condition(arguments)
    }

    /// The members a file writes for `condition`: each parameter not at its default, in order.
    static func members<Condition: BuiltInCondition>(of condition: Condition) -> [StrictJSON.Member] {
        Condition.parameters.compactMap { parameter in
            parameter.value(condition).map { StrictJSON.Member(parameter.name, json($0)) }
        }
    }

    /// The value under `key` of `kind`, or `nil` with a problem noted (or, not `required`, none given).
    private static func read<Condition>(
        _ key: String, _ kind: ConditionParameter<Condition>.Kind, required: Bool, from fields: inout PolicyFileFields
    ) -> ConditionArgument? {
        switch kind {
        case .integer(let range): fields.integer(key, required: required, in: range).map { .integer($0) }
        case .number(let range): fields.number(key, required: required, in: range).map { .number($0) }
        case .duration(let minimum):
            fields.duration(key, required: required, minimum: minimum).map { .duration($0) }
        case .eventName: BuiltInConditionCodings.eventName(&fields, key, required: required).map { .eventName($0) }
        case .choice(let names): fields.string(key, required: required, choices: names).map { .choice($0) }
        case .flag: fields.bool(key, required: required).map { .flag($0) }
        case .text(let length): fields.string(key, required: required, maximumLength: length).map { .text($0) }
        case .scoreBounds: bounds(key, required: required, from: &fields).map { .scoreBounds($0) }
        }
    }

    /// The score bounds under `key`, or `nil` with a problem noted (or, not `required`, none given).
    private static func bounds(_ key: String, required: Bool, from fields: inout PolicyFileFields)
        -> ClosedRange<Double>?
    {
        guard let given = BuiltInConditionCodings.scoreBounds(&fields, key) else { return nil }
        if given == nil, required { _ = fields.value(key, required: true, allowed: "{\"lower\", \"upper\"}") }
        return given
    }

    /// `argument` as a policy file writes it.
    private static func json(_ argument: ConditionArgument) -> StrictJSON {
        switch argument {
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .duration(let seconds): .string(PolicyDuration.text(seconds))
        case .eventName(let name): .string(name.rawValue)
        case .choice(let name): .string(name)
        case .flag(let value): .bool(value)
        case .text(let text): .string(text)
        case .scoreBounds(let range): BuiltInConditionCodings.boundsJSON(range)
        }
    }
}
