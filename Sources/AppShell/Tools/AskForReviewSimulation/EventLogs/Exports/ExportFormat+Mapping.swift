import AskForReviewJSON
public import AskForReviewPolicyFiles
public import Foundation

extension ExportFormat {
    /// The format a mapping file describes, read as strictly as a policy file. It starts from a
    /// vendor's (`"format": "firebase"`), or names every field itself; its own keys replace the
    /// vendor's, and the meanings it lists are added to the vendor's:
    ///
    /// ```json
    /// {"format": "firebase", "completed": ["workout_complete"], "ask": ["export_done"],
    ///  "bad": ["payment_failed"], "drop": ["screen_view"]}
    /// {"user": ["account.id", "device"], "time": "ts", "timeUnit": "milliseconds", "event": "name",
    ///  "version": ["app.version"], "installTime": "account.created", "launch": ["open"],
    ///  "install": ["install"]}
    /// ```
    ///
    /// `platform` and `app` are the key paths of the platform a line was logged on and of the app's
    /// bundle id (by default the vendor's; see ``keepingEveryPlatform()`` and ``keepingApps(_:)``).
    /// `user` and `version` are key paths tried in order (`user` the install's id; `account`, also
    /// optional, the signed-in account's then the install's, read with ``UserKey/account``), `time`, `event` and `installTime` (the time
    /// the user installed, written as `time` is, kept on each event: see
    /// ``LoggedEvent/installBeforeLog``) one key path each (keys separated by dots); `timeUnit` is `iso8601`, `utcText` (`2024-05-01 10:00:00.123` in UTC),
    /// `seconds`, `milliseconds` or `microseconds`; `timeZone` (optional, an identifier such as
    /// `America/Los_Angeles`) the zone a time written as a number counts in, when the source counts
    /// in local time (a Mixpanel project made before 2023 exports its project's time). `launch`, `install`, `completed`, `ask`, `bad` and
    /// `drop` list event names as the source writes them; a name in two lists is a problem, and so is
    /// a vendor's own name (its launch, install, crash or a line it drops) given another meaning.
    /// - Throws: a `PolicyFileError` listing every problem of the file.
    ///
    /// Its ``name`` is the vendor's, or `mapping`, followed by a hash of the file's bytes, so two
    /// results read through different mappings are told apart.
    public init(mapping data: Data) throws(PolicyFileError) {
        self = try PolicyFile.read(data) { fields in Self.mapped(&fields) }
        // The stable hash a replay gives user ids (the file was read as UTF-8, so nothing is lost).
        name += " mapping " + UserHistories.hashedID(String(decoding: data, as: UTF8.self))
    }

    private static func mapped(_ fields: inout PolicyFileFields) -> ExportFormat? {
        let vendorNames = vendors.map(\.name)
        let base = fields.string("format", required: false, choices: vendorNames).flatMap { name in
            vendors.first { $0.name == name }
        }
        let required = base == nil
        let mappedUsers = paths(&fields, "user", required: required)
        let accounts = paths(&fields, "account", required: false)
        let time = fields.string("time", required: required, maximumLength: 200).map(path)
        let unit = fields.string("timeUnit", required: required, choices: TimeForm.allCases.map(\.rawValue))
        let event = fields.string("event", required: required, maximumLength: 200).map(path)
        let versions = paths(&fields, "version", required: false)
        let installTime = fields.string("installTime", required: false, maximumLength: 200).map(path)
        let platform = fields.string("platform", required: false, maximumLength: 200).map(path)
        let sessionLength = fields.string("sessionLength", required: false, maximumLength: 200).map(path)
        let app = fields.string("app", required: false, maximumLength: 200).map(path)
        let zone = timeZone(&fields)
        var meanings = base?.meanings ?? [:]
        var listed: [String: Meaning] = [:]
        for meaning in Meaning.allCases {
            for name in names(&fields, meaning.rawValue) {
                if let other = listed[name], other != meaning {
                    fields.report.add(
                        fields.path(of: meaning.rawValue), found: "\"\(name)\", also in \"\(other.rawValue)\"",
                        allowed: "each event name in one list")
                }
                if let vendor = base, let reserved = vendor.meanings[name], reserved != meaning {
                    fields.report.add(
                        fields.path(of: meaning.rawValue),
                        found: "\"\(name)\", which \(vendor.name) reads as \(reserved.described)",
                        allowed: "an event name \(vendor.name) gives no meaning of its own")
                }
                listed[name] = meaning
                meanings[name] = meaning
            }
        }
        guard zone != .some(nil), let users = mappedUsers ?? base?.users, let time = time ?? base?.time,
            let timeForm = unit.flatMap(TimeForm.init(rawValue:)) ?? base?.timeForm, let event = event ?? base?.event
        else { return nil }
        var format = ExportFormat(
            name: base?.name ?? "own", users: users,
            accounts: accounts ?? (mappedUsers == nil ? base?.accounts : nil) ?? users, time: time,
            timeForm: timeForm,
            event: event, versions: versions ?? base?.versions ?? [], installTime: installTime ?? base?.installTime,
            only: base?.only, platform: platform.map { [$0] } ?? base?.platform ?? [],
            library: platform == nil ? base?.library ?? [] : [], webLibraries: base?.webLibraries ?? [],
            app: app ?? base?.app, sessionLength: sessionLength ?? base?.sessionLength,
            eventIDs: base?.eventIDs ?? [], meanings: meanings)
        format.timeZone = zone ?? nil
        return format
    }

    /// The zone `timeZone` names: `nil` when absent, `.some(nil)` (a problem noted) when it names no zone.
    private static func timeZone(_ fields: inout PolicyFileFields) -> TimeZone?? {
        guard let identifier = fields.string("timeZone", required: false, maximumLength: 100) else { return nil }
        guard let zone = TimeZone(identifier: identifier) else {
            fields.report.add(
                fields.path(of: "timeZone"), found: "\"\(identifier)\"",
                allowed: "a time zone's identifier, such as America/Los_Angeles")
            return .some(nil)
        }
        return zone
    }

    /// The list of strings at `key`, each at most 200 characters; empty when absent.
    private static func names(_ fields: inout PolicyFileFields, _ key: String) -> [String] {
        strings(&fields, key, required: false) ?? []
    }

    /// The key paths listed at `key` (a list of strings).
    private static func paths(_ fields: inout PolicyFileFields, _ key: String, required: Bool) -> [[String]]? {
        strings(&fields, key, required: required).map { $0.map(path) }
    }

    private static func strings(_ fields: inout PolicyFileFields, _ key: String, required: Bool) -> [String]? {
        let allowed = "a list of 1 to 1000 strings of 1 to 200 characters"
        guard let value = fields.value(key, required: required, allowed: allowed) else { return nil }
        guard case .array(let items) = value, (1...1_000).contains(items.count) else {
            fields.report.add(fields.path(of: key), found: value.found, allowed: allowed)
            return nil
        }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item, (1...200).contains(text.count) else {
                fields.report.add(fields.path(of: key), found: item.found, allowed: allowed)
                return nil
            }
            strings.append(text)
        }
        return strings
    }
}
