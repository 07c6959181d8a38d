import AskForReviewData
public import AskForReviewDomain
package import AskForReviewJSON
public import AskForReviewRollout
public import Foundation

/// A `ReviewPolicy` written as data: the JSON policy file, `"format": 1` or `2` (which adds a kill
/// switch, `enabled`, and targeting, `appliesTo`).
///
/// Reading is a pure function: bytes in, a policy or every problem out, so an app can read a remote
/// payload and keep its last good (or built-in) policy when it is refused. See the DocC article "Your
/// policy in a file" for every field.
public enum PolicyFile {
    /// The newest format this version reads and writes. It reads format 1 as well, and writes a policy
    /// that needs nothing of format 2 as format 1, which earlier versions read.
    public static let format = 2
    /// The most bytes a policy file may hold (1 MiB); a larger one is refused unread.
    public static let maximumSize = StrictJSONParser.maximumBytes

    private static let moments: [(name: String, moment: ReviewMoment)] = [
        ("processCompleted", .processCompleted), ("periodicCheck", .periodicCheck),
    ]

    /// The policy `data` describes, its conditions named from `conditions`. A file that targets some
    /// installs (`appliesTo`) is refused: read it with ``contents(from:conditions:)``, which keeps the
    /// target.
    /// - Throws: a ``PolicyFileError`` listing every problem of the file (nothing of it is used then).
    public static func policy(from data: Data, conditions: PolicyConditions = .builtIn) throws(PolicyFileError)
        -> ReviewPolicy
    {
        try read(data, conditions: conditions) { json, reader in
            guard let (policy, target) = Self.policy(from: json, reader: reader) else { return nil }
            if target != nil {
                reader.report.add(
                    "appliesTo", found: "a target",
                    allowed: "none in a policy read alone; a targeted file is read with PolicyFile.contents(from:)")
            }
            return policy
        }
    }

    /// What `body` reads from the JSON object `data` holds, parsed and read as strictly as a policy
    /// file: at most ``maximumSize`` bytes of UTF-8, no key twice, and every member read through
    /// `body`'s fields (a key it never reads is a problem).
    /// - Throws: a ``PolicyFileError`` listing every problem of the file, when there is one (or when
    ///   `body` returns `nil`); nothing of the file is used then.
    public static func read<Value>(_ data: Data, _ body: (inout PolicyFileFields) -> Value?) throws(PolicyFileError)
        -> Value
    {
        try read(data) { json, reader in
            guard var fields = PolicyFileFields(json, at: "", report: reader.report) else { return nil }
            defer { fields.finish() }
            return body(&fields)
        }
    }

    /// What `body` reads from the JSON `data` holds, with a reader of `conditions`.
    /// - Throws: every problem noted while parsing and reading, when there is one.
    package static func read<Value>(
        _ data: Data, conditions: PolicyConditions = .builtIn, _ body: (StrictJSON, PolicyConditionReader) -> Value?
    ) throws(PolicyFileError) -> Value {
        let report = PolicyFileReport()
        let reader = PolicyConditionReader(report: report, vocabulary: conditions)
        let value = parsed(data, report: report).flatMap { body($0, reader) }
        guard let value, report.problems.isEmpty else { throw PolicyFileError(problems: report.problems) }
        return value
    }

    /// `policy` as a file, for the installs `appliesTo` names (every one by default): its fields in a
    /// fixed order, durations in their largest exact unit, and the conditions that are not configured
    /// left out (they take no part in a decision). Indented over several lines, or with `onOneLine`
    /// the same JSON on one line without spaces (for a payload or a log line); a newline ends either.
    /// - Throws: a ``PolicyFileError`` when a condition's type is not in `conditions`.
    public static func data(
        for policy: ReviewPolicy, appliesTo target: PolicyTarget? = nil, conditions: PolicyConditions = .builtIn,
        onOneLine: Bool = false
    ) throws(PolicyFileError) -> Data {
        let json = try json(for: policy, target: target, conditions: conditions)
        return Data((onOneLine ? json.line + "\n" : json.text).utf8)
    }

    /// The policy at the top of a file and the installs it targets, or `nil` when a problem was noted.
    static func policy(from json: StrictJSON, reader: PolicyConditionReader) -> (ReviewPolicy, PolicyTarget?)? {
        if case .object(let members) = json, members.contains(where: { $0.key == "variants" }) {
            reader.report.add(
                "variants", found: "an experiment",
                allowed: "one policy here; an experiment is read with PolicyFile.experiment(from:)")
            return nil
        }
        var json = json
        if case .object(let members) = json, members.contains(where: { $0.key == PolicyPatch.key }) {
            reader.report.add(
                PolicyPatch.key, found: "a payload that extends the bundled policy",
                allowed: "a whole policy here; RemotePolicySource applies such a payload over the bundled policy")
            json = .object(members.filter { $0.key != PolicyPatch.key })
        }
        guard var fields = PolicyFileFields(json, at: "", report: reader.report) else { return nil }
        let format = fields.integer("format", required: true, in: 1...Self.format)
        let policy = policy(&fields, reader: reader, format: format)
        fields.finish()
        return format == nil ? nil : policy
    }

    /// The policy whose fields `fields` holds (`format` apart) in a file of `format` (`nil`: not
    /// known) and the installs its `appliesTo` targets, or `nil` when a problem was noted. Leaves
    /// ``PolicyFileFields/finish()`` to the caller.
    static func policy(_ fields: inout PolicyFileFields, reader: PolicyConditionReader, format: Int?)
        -> (ReviewPolicy, PolicyTarget?)?
    {
        let name = fields.string("name", required: true, maximumLength: 64)
        let enabled = self.enabled(&fields, format: format)
        // A policy switched off needs no moments or conditions: it never asks.
        let asks = enabled ?? true
        let moments = asks || fields.value("moments", required: false, allowed: "") != nil ? self.moments(&fields) : []
        let conditionsPath = fields.path(of: "conditions")
        let conditions =
            fields.value("conditions", required: asks, allowed: "a list of conditions").map {
                reader.conditions($0, at: conditionsPath, nonEmpty: false)
            } ?? (asks ? nil : [])
        let interval = fields.duration(
            "periodicCheckInterval", required: moments?.contains(.periodicCheck) ?? false, minimum: 1)
        let prePrompt = self.prePrompt(&fields)
        let rateAction = fields.string(
            "rateAction", required: false, choices: PrePromptRateAction.allCases.map(\.rawValue)
        ).flatMap(PrePromptRateAction.init(rawValue:))
        let quota = systemLimit(&fields)
        let badSessionAsks = fields.bool("asksAfterBadExperienceInSession", required: false)
        let bounds = BuiltInConditionCodings.scoreBounds(&fields, "sessionScoreBounds")
        let target = self.target(&fields, format: format)
        guard let name, let enabled, let moments, let conditions, let prePrompt, let quota, let bounds, let target
        else { return nil }
        let policy = ReviewPolicy(
            name: name, conditions: conditions, moments: moments, prePrompt: prePrompt,
            rateAction: rateAction ?? .writeReviewPage, systemQuota: quota,
            periodicCheckInterval: interval, asksAfterBadExperienceInSession: badSessionAsks ?? false,
            sessionScoreBounds: bounds, isEnabled: enabled)
        return (policy, target)
    }

    /// One or more distinct moments.
    private static func moments(_ fields: inout PolicyFileFields) -> Set<ReviewMoment>? {
        let names = moments.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let allowed = "a list of one or more distinct moments: \(names)"
        guard let value = fields.value("moments", required: true, allowed: allowed) else { return nil }
        guard case .array(let elements) = value, !elements.isEmpty else {
            fields.report.add(fields.path(of: "moments"), found: value.found, allowed: allowed)
            return nil
        }
        var read: Set<ReviewMoment> = []
        for (offset, element) in elements.enumerated() {
            guard case .string(let name) = element, let moment = moments.first(where: { $0.name == name })?.moment
            else {
                fields.report.add(fields.path(of: "moments[\(offset)]"), found: element.found, allowed: allowed)
                return nil
            }
            guard read.insert(moment).inserted else {
                fields.report.add(
                    fields.path(of: "moments[\(offset)]"), found: element.found + " a second time", allowed: allowed)
                return nil
            }
        }
        return read
    }

    /// The pre-prompt: `.some(nil)` when absent, `nil` (a problem noted) when wrong.
    private static func prePrompt(_ fields: inout PolicyFileFields) -> PrePrompt?? {
        guard let value = fields.value("prePrompt", required: false, allowed: "") else { return .some(nil) }
        guard var copy = PolicyFileFields(value, at: fields.path(of: "prePrompt"), report: fields.report) else {
            return nil
        }
        let texts = prePromptTexts(&copy)
        let language = copy.string("language", required: false, maximumLength: 35) ?? "en"
        if !isLanguageTag(language) {
            copy.report.add(
                copy.path(of: "language"), found: "\"\(language)\"",
                allowed: "a language tag such as \"en\" or \"pt-BR\"")
        }
        let localizations = copy.value("localizations", required: false, allowed: "").map {
            self.localizations($0, at: copy.path(of: "localizations"), report: copy.report)
        }
        copy.finish()
        guard let texts, let variants = localizations ?? [:] else { return nil }
        return .some(prePrompt(texts, language: language, localizations: variants))
    }

    private static let prePromptKeys = ["title", "message", "rateButton", "laterButton", "declineButton"]

    /// The five texts of a pre-prompt's copy, in the order of ``prePromptKeys``.
    private static func prePromptTexts(_ copy: inout PolicyFileFields) -> [String]? {
        let texts = prePromptKeys.map { copy.string($0, required: true, maximumLength: 500) }
        let present = texts.compactMap { $0 }
        return present.count == texts.count ? present : nil
    }

    private static func prePrompt(_ texts: [String], language: String = "en", localizations: [String: PrePrompt] = [:])
        -> PrePrompt
    {
        PrePrompt(
            title: texts[0], message: texts[1], rateButton: texts[2], laterButton: texts[3], declineButton: texts[4],
            language: language, localizations: localizations)
    }

    /// 2 to 35 ASCII letters, digits, `-` and `_`, starting with a letter.
    private static func isLanguageTag(_ tag: String) -> Bool {
        (2...35).contains(tag.count) && tag.first?.isLetter == true
            && tag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// The copy by language tag (2 to 35 ASCII letters, digits, `-` and `_`, starting with a letter).
    private static func localizations(_ value: StrictJSON, at path: String, report: PolicyFileReport)
        -> [String: PrePrompt]?
    {
        guard case .object(let members) = value else {
            report.add(path, found: value.found, allowed: "an object of copies by language tag")
            return nil
        }
        var variants: [String: PrePrompt] = [:]
        var valid = true
        for member in members {
            let tag = member.key
            guard isLanguageTag(tag) else {
                report.add(
                    PolicyFileReport.path(path, tag), found: "a key that is not a language tag",
                    allowed: "a language tag such as \"fr\" or \"pt-BR\"")
                valid = false
                continue
            }
            guard var copy = PolicyFileFields(member.value, at: PolicyFileReport.path(path, tag), report: report) else {
                valid = false
                continue
            }
            let texts = prePromptTexts(&copy)
            copy.finish()
            if let texts { variants[tag] = prePrompt(texts) } else { valid = false }
        }
        return valid ? variants : nil
    }

    /// The mirror of the system's limit: `"appStore"` (also when absent), `"off"`, or `{limit, window}`;
    /// `.some(nil)` for off, `nil` (a problem noted) when wrong.
    private static func systemLimit(_ fields: inout PolicyFileFields) -> SystemPromptQuota?? {
        let allowed = "\"appStore\", \"off\", or an object with \"limit\" and \"window\""
        guard let value = fields.value("systemLimit", required: false, allowed: allowed) else { return .appStore }
        switch value {
        case .string("appStore"): return .appStore
        case .string("off"): return .some(nil)
        case .object:
            guard var limit = PolicyFileFields(value, at: fields.path(of: "systemLimit"), report: fields.report) else {
                return nil
            }
            let quota = DescribedConditionCoding.condition(SystemPromptQuota.self, from: &limit)
            limit.finish()
            return quota.map { .some($0) }
        default:
            fields.report.add(fields.path(of: "systemLimit"), found: value.found, allowed: allowed)
            return nil
        }
    }

    private static func json(for policy: ReviewPolicy, target: PolicyTarget?, conditions: PolicyConditions)
        throws(PolicyFileError)
        -> StrictJSON
    {
        .object(
            [StrictJSON.Member("format", .integer(format(of: [policy], target: target)))]
                + (try members(of: policy, conditions: conditions)) + formatTwoMembers(target: target))
    }

    /// The lowest format that holds `policies` and `target`: 2 when one is switched off or targeted.
    static func format(of policies: [ReviewPolicy], target: PolicyTarget?) -> Int {
        target == nil && policies.allSatisfy(\.isEnabled) ? 1 : 2
    }

    /// The fields of `policy` (`format` apart), in the file's order.
    static func members(of policy: ReviewPolicy, conditions: PolicyConditions) throws(PolicyFileError)
        -> [StrictJSON.Member]
    {
        var members = [StrictJSON.Member("name", .string(policy.name))]
        members += formatTwoMembers(enabled: policy.isEnabled, target: nil)
        if !policy.moments.isEmpty {
            members.append(
                StrictJSON.Member(
                    "moments", .array(moments.filter { policy.moments.contains($0.moment) }.map { .string($0.name) })))
        }
        members.append(StrictJSON.Member("conditions", try conditions.encode(policy.conditions, at: "conditions")))
        if let interval = policy.periodicCheckInterval {
            members.append(StrictJSON.Member("periodicCheckInterval", .string(PolicyDuration.text(interval))))
        }
        if let prePrompt = policy.prePrompt {
            var copy = copyMembers(prePrompt)
            if prePrompt.language != "en" { copy.append(StrictJSON.Member("language", .string(prePrompt.language))) }
            if !prePrompt.localizations.isEmpty {
                let variants = prePrompt.localizations.sorted { $0.key < $1.key }.map {
                    StrictJSON.Member($0.key, .object(copyMembers($0.value)))
                }
                copy.append(StrictJSON.Member("localizations", .object(variants)))
            }
            members.append(StrictJSON.Member("prePrompt", .object(copy)))
            members.append(StrictJSON.Member("rateAction", .string(policy.rateAction.rawValue)))
        }
        let limit: StrictJSON =
            switch policy.systemQuota {
            case nil: .string("off")
            case .some(let quota)
            where quota.limit == SystemPromptQuota.appStore.limit && quota.window == SystemPromptQuota.appStore.window:
                .string("appStore")
            case .some(let quota): .object(DescribedConditionCoding.members(of: quota))
            }
        members.append(StrictJSON.Member("systemLimit", limit))
        if policy.asksAfterBadExperienceInSession {
            members.append(StrictJSON.Member("asksAfterBadExperienceInSession", .bool(true)))
        }
        if let bounds = policy.sessionScoreBounds {
            members.append(StrictJSON.Member("sessionScoreBounds", BuiltInConditionCodings.boundsJSON(bounds)))
        }
        return members
    }

    private static func copyMembers(_ prePrompt: PrePrompt) -> [StrictJSON.Member] {
        let texts = [
            prePrompt.title, prePrompt.message, prePrompt.rateButton, prePrompt.laterButton, prePrompt.declineButton,
        ]
        return zip(prePromptKeys, texts).map { StrictJSON.Member($0, .string($1)) }
    }
}
