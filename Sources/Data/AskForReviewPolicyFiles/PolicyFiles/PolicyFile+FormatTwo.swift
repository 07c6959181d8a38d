import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
import AskForReviewRollout

extension PolicyFile {
    /// The fields format 2 adds: `enabled` (a policy's) and `appliesTo` (a policy's or an
    /// experiment's). A format 1 file that has one is refused with a problem that says so, so an app
    /// of an older version refuses a kill switch whole rather than ignoring it.
    static func formatTwoField(
        _ key: String, of fields: inout PolicyFileFields, format: Int?, allowed: @autoclosure () -> String
    ) -> StrictJSON? {
        guard let value = fields.value(key, required: false, allowed: allowed()) else { return nil }
        guard let format, format >= 2 else {
            if format != nil {
                fields.report.add(
                    fields.path(of: key), found: "a field of format 2 in a format \(format ?? 1) file",
                    allowed: "\"format\": 2")
            }
            return nil
        }
        return value
    }

    /// Whether the policy may ask: `enabled`, `true` when absent; `nil` (a problem noted) when wrong.
    static func enabled(_ fields: inout PolicyFileFields, format: Int?) -> Bool? {
        guard let value = formatTwoField("enabled", of: &fields, format: format, allowed: "true or false") else {
            return true
        }
        guard case .bool(let enabled) = value else {
            fields.report.add(fields.path(of: "enabled"), found: value.found, allowed: "true or false")
            return nil
        }
        return enabled
    }

    /// The installs targeted: `appliesTo` as `{"versions": {"from", "below"}, "platforms": […]}`;
    /// `.some(nil)` when absent, `nil` (a problem noted) when wrong.
    static func target(_ fields: inout PolicyFileFields, format: Int?) -> PolicyTarget?? {
        let allowed = "an object with \"versions\", \"platforms\" or both"
        guard let value = formatTwoField("appliesTo", of: &fields, format: format, allowed: allowed) else {
            return .some(nil)
        }
        guard var target = PolicyFileFields(value, at: fields.path(of: "appliesTo"), report: fields.report) else {
            return nil
        }
        defer { target.finish() }
        let versions = target.value("versions", required: false, allowed: "").map { versionRange($0, in: target) }
        let platformNames = PolicyTarget.platformNames.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let platforms = target.value("platforms", required: false, allowed: "").map { value -> Set<String>? in
            guard case .array(let elements) = value, !elements.isEmpty else {
                target.report.add(
                    target.path(of: "platforms"), found: value.found,
                    allowed: "a list of one or more of \(platformNames)")
                return nil
            }
            var names: Set<String> = []
            for (offset, element) in elements.enumerated() {
                guard case .string(let name) = element, PolicyTarget.platformNames.contains(name),
                    names.insert(name).inserted
                else {
                    target.report.add(
                        target.path(of: "platforms[\(offset)]"), found: element.found,
                        allowed: "a platform named once: \(platformNames)")
                    return nil
                }
            }
            return names
        }
        guard versions != nil || platforms != nil else {
            target.report.add(fields.path(of: "appliesTo"), found: "neither", allowed: allowed)
            return nil
        }
        guard let range = versions ?? (nil, nil), let names = platforms ?? .some(nil) else { return nil }
        return .some(PolicyTarget(fromVersion: range.from, belowVersion: range.below, platforms: names))
    }

    /// `{"from": "2.0", "below": "3.0"}`, one or both; `nil` (a problem noted) when wrong.
    private static func versionRange(_ value: StrictJSON, in target: PolicyFileFields) -> (
        from: String?, below: String?
    )? {
        guard var range = PolicyFileFields(value, at: target.path(of: "versions"), report: target.report) else {
            return nil
        }
        defer { range.finish() }
        var bounds: [String?] = []
        var valid = true
        for key in ["from", "below"] {
            guard let value = range.value(key, required: false, allowed: "") else {
                bounds.append(nil)
                continue
            }
            guard case .string(let text) = value, (1...64).contains(text.count), text.first?.isNumber == true,
                text.allSatisfy({ $0.isASCII && !$0.isWhitespace })
            else {
                range.report.add(
                    range.path(of: key), found: value.found,
                    allowed: "a version of at most 64 characters: numbers separated by dots, such as \"2.1\"")
                valid = false
                continue
            }
            bounds.append(text)
        }
        guard valid else { return nil }
        let (from, below) = (bounds[0], bounds[1])
        guard from != nil || below != nil else {
            range.report.add(target.path(of: "versions"), found: "neither", allowed: "\"from\", \"below\" or both")
            return nil
        }
        if let from, let below, !PolicyTarget.version(from, precedes: below) {
            range.report.add(
                target.path(of: "versions"), found: "from \"\(from)\" not below \"\(below)\"",
                allowed: "a first version below the first one left out")
            return nil
        }
        return (from, below)
    }

    /// The members `enabled` and `appliesTo` write, where they are not the defaults.
    static func formatTwoMembers(enabled: Bool = true, target: PolicyTarget?) -> [StrictJSON.Member] {
        var members: [StrictJSON.Member] = []
        if !enabled { members.append(StrictJSON.Member("enabled", .bool(false))) }
        if let target {
            var parts: [StrictJSON.Member] = []
            if target.fromVersion != nil || target.belowVersion != nil {
                let bounds = [("from", target.fromVersion), ("below", target.belowVersion)].compactMap { key, version in
                    version.map { StrictJSON.Member(key, .string($0)) }
                }
                parts.append(StrictJSON.Member("versions", .object(bounds)))
            }
            if let platforms = target.platforms {
                parts.append(StrictJSON.Member("platforms", .array(platforms.sorted().map { .string($0) })))
            }
            members.append(StrictJSON.Member("appliesTo", .object(parts)))
        }
        return members
    }
}
