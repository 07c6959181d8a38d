import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
import Foundation

/// The coding of a condition a team registers: its parameters are the condition as `Codable` writes
/// it.
enum CodableConditionCoding {
    static func coding<Condition: EligibilityCondition & Codable>(_ type: Condition.Type, as name: String)
        -> PolicyConditionCoding
    {
        PolicyConditionCoding(
            name: name,
            decode: { value, path, reader in
                do {
                    return try JSONDecoder().decode(Condition.self, from: Data(value.text.utf8))
                } catch let error as DecodingError {
                    let (at, found, allowed) = describe(error)
                    reader.report.add(at.reduce(path, PolicyFileReport.path), found: found, allowed: allowed)
                } catch {
                    reader.report.add(path, found: "\(error)", allowed: "the parameters \(name) reads")
                }
                return nil
            },
            encode: { condition, _ throws(PolicyFileError) in
                guard let condition = condition as? Condition else { return nil }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                do {
                    return try StrictJSONParser.parse(try encoder.encode(condition))
                } catch {
                    throw PolicyFileError(problems: [
                        PolicyFileProblem(
                            path: name, found: "\(error)", allowed: "a condition Encodable writes as JSON")
                    ])
                }
            })
    }

    /// Where `error` happened below the condition, what was found and what is allowed.
    private static func describe(_ error: DecodingError) -> (path: [String], found: String, allowed: String) {
        func keys(_ context: DecodingError.Context) -> [String] {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (keys(context) + [key.stringValue], "nothing", "a value")
        case .typeMismatch(let type, let context):
            return (keys(context), "a value of another type", "a \(type)")
        case .valueNotFound(let type, let context):
            return (keys(context), "null", "a \(type)")
        case .dataCorrupted(let context):
            return (keys(context), context.debugDescription, "a valid value")
        @unknown default:
            return ([], "\(error)", "a valid value")
        }
    }
}
