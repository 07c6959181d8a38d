import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation
import TestSupport
import Testing

/// Every built-in condition that describes itself is named once, under a name of its own, and its
/// examples give each of its parameters a value other than the default, read back as written.
@Suite("Built-in conditions that describe themselves")
struct DescribedConditionsTests {
    @Test("Each has a name of its own in the policy file's vocabulary")
    func namesAreTheirOwn() {
        let names =
            BuiltInConditions.groups.map { $0.policyName } + BuiltInConditions.described.map { $0.policyName }
        #expect(Set(names).count == names.count, "\(names)")
        let vocabulary = PolicyConditions.builtIn.names
        #expect(Set(vocabulary).count == vocabulary.count, "each name once: \(vocabulary)")
        #expect(vocabulary == names, "the registry's names, in its order")
        for name in names {
            #expect(name.first?.isLowercase == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        }
    }

    @Test("Every built-in condition of the Domain's sources is in the registry: none is left out of the policy file")
    func everyConformerIsRegistered() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/Domain/AskForReviewDomain/Conditions")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var declared: Set<String> = []
        let conformance = #/(?:extension|struct|class|enum)\s+(\w+)\s*:[^{]*\b(?:BuiltInCondition|BuiltInGroup)\b/#
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: conformance) { declared.insert(String(match.output.1)) }
        }
        let registered = Set(
            BuiltInConditions.groups.map { "\($0)" } + BuiltInConditions.described.map { "\($0)" })
        #expect(declared.count >= 20, "the scan found the conformances: \(declared.sorted())")
        #expect(declared == registered, "declared but not registered: \(declared.subtracting(registered).sorted())")
    }

    @Test("Every built-in condition has its Swift function in the catalog, unless it is a public type of its own")
    func everyConditionIsInTheCatalog() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources/Domain")
        let catalog = try String(
            contentsOf: sources.appendingPathComponent("AskForReviewConditions/ReviewConditions.swift"), encoding: .utf8
        )
        let conditions = sources.appendingPathComponent("AskForReviewDomain/Conditions")
        let files = try #require(FileManager.default.enumerator(at: conditions, includingPropertiesForKeys: nil))
        var declarations = ""
        for case let file as URL in files where file.pathExtension == "swift" {
            declarations += try String(contentsOf: file, encoding: .utf8)
        }
        let names = BuiltInConditions.groups.map { "\($0)" } + BuiltInConditions.described.map { "\($0)" }
        for name in names {
            let inCatalog = catalog.contains(try Regex("\\b\(name)[.(]"))
            let isPublic = declarations.contains("public struct \(name)")
            #expect(inCatalog || isPublic, "\(name): neither a function in ReviewConditions nor a public type")
        }
    }

    @Test("Its examples give every parameter a value, and each is made again from its own arguments")
    func examplesCoverTheParameters() throws {
        for type in BuiltInConditions.described { try check(type) }
    }

    @Test("Problems of a parameter, and of arguments valid one by one that make no condition together, at their paths")
    func problemTogether() throws {
        let text =
            #"{"format": 1, "name": "quiet", "moments": ["processCompleted"], "conditions": [{"quietAfterBadExperience": {}}, {"systemPromptQuota": {"limit": 0, "window": "0s"}}, {"minimumWeightedTotal": {"event": "purchase", "atLeast": 1, "clampedTo": {"lower": 5, "upper": 1}}}]}"#
        let error = try #require(throws: PolicyFileError.self) { try PolicyFile.policy(from: Data(text.utf8)) }
        #expect(
            error.problems.map { "\($0.path): \($0.found); \($0.allowed)" } == [
                #"conditions[0].quietAfterBadExperience: neither a duration nor sessions; "duration", "sessions" or both"#,
                "conditions[1].systemPromptQuota.limit: 0; an integer from 1 to 1000",
                #"conditions[1].systemPromptQuota.window: "0s"; a duration, more than 0, as a number and a unit: "180s", "30m", "12h", "7d" or "2w""#,
                "conditions[2].minimumWeightedTotal.clampedTo: lower 5 above upper 1; lower at most upper",
            ])
    }

    private func check<Condition: BuiltInCondition>(_ type: Condition.Type) throws {
        let given = Set(
            Condition.examples.flatMap { example in Condition.parameters.filter { $0.value(example) != nil }.map(\.name)
            })
        #expect(
            given == Set(Condition.parameters.map(\.name)), "\(Condition.policyName): parameters left at their default")
        #expect(!Condition.examples.isEmpty)
        for example in Condition.examples {
            var values: [String: ConditionArgument] = [:]
            for parameter in Condition.parameters { values[parameter.name] = parameter.value(example) }
            let made = try #require(Condition(ConditionArguments(values)), "\(Condition.policyName)")
            #expect(try file(of: made) == file(of: example), "\(Condition.policyName): made again as it was")
        }
        let required = Condition.parameters.filter(\.isRequired)
        for parameter in required {
            var values: [String: ConditionArgument] = [:]
            for other in Condition.parameters where other.name != parameter.name {
                values[other.name] = Condition.examples.lazy.compactMap { other.value($0) }.first
            }
            #expect(Condition(ConditionArguments(values)) == nil, "\(Condition.policyName) without \(parameter.name)")
        }
    }

    private func file(of condition: some EligibilityCondition) throws -> Data {
        try PolicyFile.data(for: ReviewPolicy(name: "one", conditions: [condition], moments: [.processCompleted]))
    }
}
