import AskForReviewData
package import AskForReviewDomain
package import AskForReviewJSON

/// How one condition is named, read and written in a policy file.
package struct PolicyConditionCoding: Sendable {
    /// The condition's name in a file: the key of its one-member object.
    package let name: String
    /// Reads the condition from its parameters at the path given, or returns `nil` with the problems
    /// noted in the reader's report.
    package let decode: @Sendable (StrictJSON, String, PolicyConditionReader) -> (any EligibilityCondition)?
    /// The parameters of the condition when it is this coding's kind, else `nil`.
    package let encode: @Sendable (any EligibilityCondition, PolicyConditions) throws(PolicyFileError) -> StrictJSON?

    package init(
        name: String,
        decode: @escaping @Sendable (StrictJSON, String, PolicyConditionReader) -> (any EligibilityCondition)?,
        encode: @escaping @Sendable (any EligibilityCondition, PolicyConditions) throws(PolicyFileError) -> StrictJSON?
    ) {
        self.name = name
        self.decode = decode
        self.encode = encode
    }

    /// A coding for a condition whose parameters are an object read by `read` and written by
    /// `write`; `write` sees only conditions of type `Condition`.
    package static func object<Condition: EligibilityCondition>(
        _ name: String, _ type: Condition.Type,
        read: @escaping @Sendable (inout PolicyFileFields) -> Condition?,
        write: @escaping @Sendable (Condition) -> [StrictJSON.Member]
    ) -> PolicyConditionCoding {
        PolicyConditionCoding(
            name: name,
            decode: { value, path, reader in
                guard var fields = PolicyFileFields(value, at: path, report: reader.report) else { return nil }
                let condition = read(&fields)
                fields.finish()
                return condition
            },
            encode: { condition, _ in (condition as? Condition).map { .object(write($0)) } })
    }
}
