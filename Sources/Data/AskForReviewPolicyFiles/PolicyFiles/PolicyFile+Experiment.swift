import AskForReviewData
public import AskForReviewDomain
import AskForReviewJSON
public import AskForReviewRollout
public import Foundation

extension PolicyFile {
    /// The most variants an experiment file holds.
    static let maximumVariants = 20

    /// The experiment `data` describes: `{"format": 1, "experiment": NAME, "variants": [{"name": …,
    /// "share": …, "policy": {…}}, …]}`, two to 20 variants with distinct names and positive shares,
    /// each policy written as in a policy file (without `format`); format 2 adds `appliesTo`, and a
    /// variant's policy may be switched off (`"enabled": false`: a holdout).
    /// - Throws: a ``PolicyFileError`` listing every problem of the file (nothing of it is used then).
    public static func experiment(from data: Data, conditions: PolicyConditions = .builtIn) throws(PolicyFileError)
        -> PolicyExperiment
    {
        try read(data, conditions: conditions) { json, reader in Self.experiment(from: json, reader: reader) }
    }

    /// `experiment` as a file, its variants' policies as ``data(for:conditions:onOneLine:)`` writes a
    /// policy; with `onOneLine` the same JSON on one line without spaces.
    /// - Throws: a ``PolicyFileError`` when a condition's type is not in `conditions`.
    public static func data(
        for experiment: PolicyExperiment, conditions: PolicyConditions = .builtIn, onOneLine: Bool = false
    ) throws(PolicyFileError) -> Data {
        var variants: [StrictJSON] = []
        for variant in experiment.variants {
            variants.append(
                .object([
                    StrictJSON.Member("name", .string(variant.name)),
                    StrictJSON.Member("share", .number(variant.share)),
                    StrictJSON.Member("policy", .object(try members(of: variant.policy, conditions: conditions))),
                ]))
        }
        let format = format(of: experiment.variants.map(\.policy), target: experiment.appliesTo)
        let file = StrictJSON.object(
            [
                StrictJSON.Member("format", .integer(format)),
                StrictJSON.Member("experiment", .string(experiment.name)),
                StrictJSON.Member("variants", .array(variants)),
            ] + formatTwoMembers(target: experiment.appliesTo))
        return Data((onOneLine ? file.line + "\n" : file.text).utf8)
    }

    /// What a policy file holds: one policy, or an experiment's variants.
    public enum Contents: Sendable {
        /// A policy file, and the installs it applies to (`nil`: every one).
        case policy(ReviewPolicy, appliesTo: PolicyTarget? = nil)
        /// An experiment file.
        case experiment(PolicyExperiment)
    }

    /// The policy or the experiment `data` describes (an experiment when its top object has
    /// `variants`), read in one pass.
    /// - Throws: a ``PolicyFileError`` listing every problem of the file.
    public static func contents(from data: Data, conditions: PolicyConditions = .builtIn) throws(PolicyFileError)
        -> Contents
    {
        try read(data, conditions: conditions) { json, reader in
            if case .object(let members) = json, members.contains(where: { $0.key == "variants" }) {
                return Self.experiment(from: json, reader: reader).map(Contents.experiment)
            }
            return Self.policy(from: json, reader: reader).map { Contents.policy($0, appliesTo: $1) }
        }
    }

    private static func experiment(from json: StrictJSON, reader: PolicyConditionReader) -> PolicyExperiment? {
        guard var fields = PolicyFileFields(json, at: "", report: reader.report) else { return nil }
        let format = fields.integer("format", required: true, in: 1...Self.format)
        let name = fields.string("experiment", required: true, maximumLength: 64)
        let allowed = "a list of 2 to \(maximumVariants) variants, each with a name, a share and a policy"
        let variants = fields.value("variants", required: true, allowed: allowed).flatMap {
            self.variants($0, allowed: allowed, reader: reader, format: format)
        }
        let target = self.target(&fields, format: format)
        fields.finish()
        guard format != nil, let name, let variants, let target else { return nil }
        return PolicyExperiment(name: name, variants: variants, appliesTo: target)
    }

    private static func variants(_ value: StrictJSON, allowed: String, reader: PolicyConditionReader, format: Int?)
        -> [PolicyExperiment.Variant]?
    {
        guard case .array(let elements) = value, (2...maximumVariants).contains(elements.count) else {
            reader.report.add("variants", found: value.found, allowed: allowed)
            return nil
        }
        var variants: [PolicyExperiment.Variant] = []
        for (offset, element) in elements.enumerated() {
            guard var fields = PolicyFileFields(element, at: "variants[\(offset)]", report: reader.report) else {
                continue
            }
            let name = fields.string("name", required: true, maximumLength: 64)
            if let name, variants.contains(where: { $0.name == name }) {
                reader.report.add(
                    fields.path(of: "name"), found: "\"\(name)\" a second time", allowed: "a name no other variant has")
            }
            let share = fields.number("share", required: true, in: 0.000_001...1_000_000)
            let policy = fields.value("policy", required: true, allowed: "a policy").flatMap { value -> ReviewPolicy? in
                guard var policy = PolicyFileFields(value, at: fields.path(of: "policy"), report: reader.report) else {
                    return nil
                }
                defer { policy.finish() }
                guard let (read, target) = self.policy(&policy, reader: reader, format: format) else { return nil }
                if target != nil {
                    reader.report.add(
                        policy.path(of: "appliesTo"), found: "a target of one variant",
                        allowed: "none here; the experiment's own appliesTo targets every variant")
                    return nil
                }
                return read
            }
            fields.finish()
            if let name, let share, let policy {
                variants.append(PolicyExperiment.Variant(name: name, share: share, policy: policy))
            }
        }
        return variants.count == elements.count ? variants : nil
    }

    /// The JSON `data` holds, or `nil` with the reason noted.
    static func parsed(_ data: Data, report: PolicyFileReport) -> StrictJSON? {
        do {
            return try StrictJSONParser.parse(data)
        } catch {
            report.add(
                "", found: error.reason,
                allowed: "one JSON object of at most 1 MiB, nested at most \(StrictJSONParser.maximumDepth) levels")
            return nil
        }
    }
}
