import AskForReviewDomain
import AskForReviewJSON
import AskForReviewPolicyFiles
import Foundation

/// How to read the event lines of an analytics export as it is: where each line keeps the user's id
/// (with the vendor's fallbacks), the time (in its unit and form), the event's name and the app's
/// version, and what the vendor's event names mean to a replay: which start a session, which are the
/// install, which are completed processes, moments the app asked at or bad experiences, and which are
/// dropped (events of the system or the background, which no user saw).
///
/// Each line is one JSON object, read as strictly as a policy file (no key twice, at most 1,000,000 bytes);
/// every other key of it is ignored. An event name the format does not map is the app's own event,
/// cleaned into an `EventName`: each run of characters an event name does not
/// allow becomes one `_` (`"Export Done"` is `Export_Done`, `"$ae_crashed"` is `ae_crashed`); one
/// the package's own log reserves stays the app's (`launch` is `app.launch`, never a session).
///
/// The five vendors' documented exports are built in (``firebase``, ``amplitude``, ``mixpanel``,
/// ``segment``, ``posthog``); a team describes another source, or adds its own events' meanings to a
/// vendor's, in a mapping file (``init(mapping:)``).
public struct ExportFormat: Sendable, Equatable {
    /// The format's name: a vendor's, or for a mapping file the vendor's it starts from (or `own`)
    /// followed by `mapping` and a hash of the file.
    public internal(set) var name: String
    /// The key paths of the user's id, the first present one used: the app install's id by default
    /// (the package's state lives in one install), the signed-in account's first with
    /// ``keyingUsers(by:)`` and ``UserKey/account``.
    private(set) var users: [[String]]
    /// The key paths of the signed-in account's id then the install's, the first present one used.
    let accounts: [[String]]
    /// The key path of the time, and how it is written.
    let time: [String]
    let timeForm: TimeForm
    /// The key path of the event's name.
    let event: [String]
    /// The key paths of the app's version, the first present one used.
    let versions: [[String]]
    /// The key path of the time the user installed (first opened the app), written as the event's
    /// time is, when the source keeps it on each event (a user property), if it does.
    let installTime: [String]?
    /// What a line must hold to be an event (else it is dropped), if anything.
    let only: Requirement?
    /// The key path of a session's length in seconds, on a line that ends a session
    /// (``Meaning/sessionEnd``), if the source logs sessions so.
    let sessionLength: [String]?
    /// The key paths of the platform a line was logged on, the first present one used (none when
    /// the source keeps none).
    let platform: [[String]]
    /// The key paths of the SDK that wrote a line, the first present one used, and the SDKs (their
    /// names lowercased) that run in a browser: a line one of them wrote is a web page's, whatever
    /// operating system it names (a browser's SDK names the system the browser runs on: `iOS` for
    /// Safari on an iPhone, `Mac OS X` for a Mac's).
    let library: [[String]]
    let webLibraries: Set<String>
    /// The key path of the app (its bundle id) a line was logged by, if the source keeps one.
    let app: [String]?
    /// The key paths of the id the vendor gives each event it logs, the first present one used: an
    /// event sent twice carries it twice, and its user's second line of the same id, name and time is
    /// a duplicate, left out. A line without one is a duplicate when it repeats another line of its
    /// user's byte for byte.
    let eventIDs: [[String]]
    /// The platforms whose lines are kept, lowercased, or `nil` for every one: by default Apple's. A
    /// line that names no platform is kept.
    private(set) var platforms: Set<String>? = ExportFormat.applePlatforms
    /// The apps whose lines are kept, or `nil` for every one.
    private(set) var apps: Set<String>?
    /// What the vendor's event names mean, by name as the vendor writes it.
    let meanings: [String: Meaning]
    /// How long without an event ends a session whose launches are derived from the events, in
    /// seconds, or `nil` for the launches the export logs (``derivingSessions(afterIdle:)``).
    public private(set) var sessionsAfterIdle: Double?
    /// The zone a time written as a number counts in, or `nil` for UTC (a mapping file's `timeZone`).
    var timeZone: TimeZone?

    /// A value a line must hold at a key path.
    struct Requirement: Sendable, Equatable {
        let path: [String]
        let value: String
    }

    /// How a time is written.
    package enum TimeForm: String, CaseIterable, Sendable {
        /// ISO 8601 text with `Z` or an offset, a fraction of a second or not.
        case iso8601
        /// A time in UTC: `2024-05-01 10:00:00.123000` (a space or a `T` before the time, no zone),
        /// BigQuery's TIMESTAMP text (`2024-05-01 10:00:00.123 UTC`), or ISO 8601 with `Z` or an
        /// offset, as a warehouse or an ELT tool writes it back.
        case utcText
        /// A number (or a string of one, as the JSON grammar writes it) of seconds, milliseconds or
        /// microseconds since 1970.
        case seconds, milliseconds, microseconds

        /// The form in words, for a problem.
        var described: String {
            switch self {
            case .iso8601: "ISO 8601 with Z or an offset"
            case .utcText: "a UTC time (2024-05-01 10:00:00.123, or ISO 8601)"
            case .seconds, .milliseconds, .microseconds: "\(rawValue) since 1970"
            }
        }
    }

    /// What a vendor's event name means to a replay.
    enum Meaning: String, CaseIterable, Sendable {
        /// A launch: starts a session.
        case launch
        /// A session's end, logged with the session's length (``ExportFormat/sessionLength``): a
        /// launch at the session's start.
        case sessionEnd
        /// The user's install (a first open).
        case install
        /// A completed process, at which a policy may ask.
        case completed
        /// An event of the app's after which it asked, as at a completed process.
        case ask
        /// A bad experience (a crash).
        case bad
        /// Not an event a user saw: dropped.
        case drop

        /// The meaning in words: "a launch", "a dropped line".
        var described: String {
            switch self {
            case .launch: "a launch"
            case .sessionEnd: "a session's end, a launch at its start"
            case .install: "the install"
            case .completed: "a completed process"
            case .ask: "an ask"
            case .bad: "a bad experience"
            case .drop: "a line no user saw, dropped"
            }
        }
    }

    /// Whose history a replayed user is.
    public enum UserKey: String, CaseIterable, Sendable {
        /// An app install: the device's id the vendor keeps for it, whoever signs in. The package's
        /// state lives in one install, so this is what the app would have met; the default.
        case install
        /// A signed-in account, else the install: for a team that syncs its state across a user's
        /// devices. A device whose user signs in midway is then two users.
        case account
    }

    /// The platforms an app of this package runs on, as vendors write them (lowercased): iOS, iPadOS,
    /// macOS (`Mac OS X`, `darwin`), visionOS (`xrOS`), tvOS and watchOS. Android and web are not.
    static let applePlatforms: Set<String> = [
        "ios", "ipados", "iphone os", "macos", "mac os x", "os x", "darwin", "visionos", "xros", "tvos", "watchos",
    ]

    /// Whether `platform`, as a line names it, is one of Apple's: one of ``applePlatforms``, or the
    /// version string Segment's iOS SDK (analytics-ios 4) writes as a Mac's system name
    /// (`Version 12.5.1 (Build 21G83)`).
    static func isApple(_ platform: String) -> Bool {
        applePlatforms.contains(platform.lowercased())
            || (platform.hasPrefix("Version ") && platform.contains("(Build "))
    }

    /// The same format with each user's sessions derived from their events, as a vendor that ends a
    /// session after a time without an event defines them (Firebase and Amplitude: 30 minutes; PostHog:
    /// 30 minutes of inactivity): a launch at a user's first event and at each event `seconds` or more
    /// after the one before it, the launches the export logs left out. For an export that logs no
    /// launch (Segment without its lifecycle events, Mixpanel without its automatic events), or logs
    /// them otherwise than the vendor counts sessions (Mixpanel's `$ae_session` only for sessions of
    /// 10 seconds or more). Its name says `sessions after N s idle`, so results read the two ways do
    /// not merge.
    public func derivingSessions(afterIdle seconds: Double) -> ExportFormat {
        var derived = self
        derived.sessionsAfterIdle = max(1, seconds)
        derived.name += " sessions after \(Int(max(1, seconds))) s idle"
        return derived
    }

    /// The same format keeping the lines of every platform: by default a line logged on a platform
    /// that is not Apple's (Android, the web) is left out, counted with why. Its ``name`` says
    /// `every platform`, so results read the two ways are told apart.
    public func keepingEveryPlatform() -> ExportFormat {
        var kept = self
        kept.platforms = nil
        kept.name += " every platform"
        return kept
    }

    /// The same format keeping only the lines of the apps `ids` names (bundle ids, as the vendor
    /// writes them: Firebase's `app_info.id`, Segment's `context.app.namespace`, PostHog's
    /// `$app_namespace`), the others left out, counted with why; `nil` when the source keeps no app.
    /// Its ``name`` names the apps kept.
    public func keepingApps(_ ids: Set<String>) -> ExportFormat? {
        guard app != nil else { return nil }
        var kept = self
        kept.apps = ids
        kept.name += " apps " + ids.sorted().joined(separator: ",")
        return kept
    }

    /// The same format, its users keyed by `key`; its ``name`` says `by account` for accounts, so
    /// that results read the two ways are told apart.
    public func keyingUsers(by key: UserKey) -> ExportFormat {
        var keyed = self
        guard key == .account, users != accounts else { return keyed }
        keyed.users = accounts
        keyed.name += " by account"
        return keyed
    }

    init(
        name: String, users: [[String]], accounts: [[String]]? = nil, time: [String], timeForm: TimeForm,
        event: [String], versions: [[String]], installTime: [String]? = nil, only: Requirement? = nil,
        platform: [[String]] = [], library: [[String]] = [], webLibraries: Set<String> = [], app: [String]? = nil,
        sessionLength: [String]? = nil, eventIDs: [[String]] = [], meanings: [String: Meaning]
    ) {
        self.library = library
        self.webLibraries = webLibraries
        self.eventIDs = eventIDs
        self.sessionLength = sessionLength
        self.platform = platform
        self.app = app
        self.installTime = installTime
        self.name = name
        self.users = users
        self.accounts = accounts ?? users
        self.time = time
        self.timeForm = timeForm
        self.event = event
        self.versions = versions
        self.only = only
        self.meanings = meanings
    }

    /// What is wrong with a line, in words.
    struct LineProblem: Error {
        let text: String
    }

    /// The key path `text` names: its keys separated by dots (`app_info.version`).
    static func path(_ text: String) -> [String] {
        text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The times a number of the format's unit is taken to say without question: from 2000 to 2100.
    /// One outside them that another unit puts inside is a time in that unit.
    static let plausible = Date(timeIntervalSince1970: 946_684_800)..<Date(timeIntervalSince1970: 4_102_444_800)

    /// `value` read as a count of `unit` since 1970.
    static func date(_ value: Double, in unit: TimeForm) -> Date {
        let perSecond: Double = unit == .seconds ? 1 : unit == .milliseconds ? 1e3 : 1e6
        return Date(timeIntervalSince1970: value / perSecond)
    }

    /// The number `text` writes as the JSON grammar writes one (digits, a fraction, an exponent; a
    /// minus sign), or `nil`: no hexadecimal, no plus sign, no spaces.
    static func number(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() > 0 else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return nil }
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A time in UTC as vendors and their warehouses write it: `2024-05-01 10:00:00.123000` (a space
    /// or a `T`, a fraction or none, no zone: UTC), BigQuery's TIMESTAMP text (the same followed by
    /// ` UTC`), or ISO 8601 with `Z` or an offset.
    static func utcDate(_ text: String) -> Date? {
        let namesUTC = text.hasSuffix(" UTC")
        let bare = namesUTC ? String(text.dropLast(4)) : text
        let spelled = bare.replacingOccurrences(of: " ", with: "T")
        let time = spelled.split(separator: "T", maxSplits: 1).dropFirst().first ?? ""
        let zoned = time.contains("Z") || time.contains("+") || time.contains("-")
        // A zone of its own before " UTC" says two things: not a time.
        guard !zoned else { return namesUTC ? nil : ISOTimestamp.date(from: isoSpelled(bare)) }
        return ISOTimestamp.date(from: spelled + "Z")
    }

    /// `text`, a time as a database writes it (`2026-01-18 09:00:00.5+00`: a space before the time,
    /// an offset in hours alone), spelled as ISO 8601 (`2026-01-18T09:00:00.5+00:00`).
    static func isoSpelled(_ text: String) -> String {
        var spelled = text.replacingOccurrences(of: " ", with: "T")
        if let sign = spelled.lastIndex(where: { $0 == "+" || $0 == "-" }),
            spelled.distance(from: sign, to: spelled.endIndex) == 3,
            spelled[..<sign].contains("T")
        {
            spelled += ":00"
        }
        return spelled
    }

    /// The JSON object `line` holds, read as strictly as a policy file, or what is wrong with it.
    static func object(in line: ArraySlice<UInt8>) -> Result<StrictJSON, LineProblem> {
        // The strict reader reads the members of an object it is given: the line is given as one.
        let wrapped = Data("{\"line\":".utf8) + Data(line) + Data("}".utf8)
        do throws(PolicyFileError) {
            let value = try PolicyFile.read(wrapped) { fields in
                fields.value("line", required: true, allowed: "one JSON object")
            }
            guard case .object = value else {
                return .failure(LineProblem(text: "found \(value.found); allowed: one JSON object"))
            }
            return .success(value)
        } catch {
            // Told of the line itself: its columns, not those of the object it was given in.
            var found = error.problems.first?.found ?? "nothing"
            if let range = found.range(of: #"at line 1, column [0-9]+"#, options: .regularExpression),
                let column = Int(found[range].split(separator: " ").last ?? "")
            {
                found.replaceSubrange(range, with: "at column \(max(1, column - 8))")
            }
            return .failure(LineProblem(text: "not one JSON object (found \(found))"))
        }
    }

    /// The string (or the number, as written) at `path` in `value`, or `nil`. An object written as a
    /// string of JSON (PostHog's batch exports write `properties` so) is read as the object.
    static func text(at path: [String], in value: StrictJSON) -> String? {
        switch Self.value(at: path, in: value) {
        case .string(let text): return text.isEmpty ? nil : text
        case .number(let literal, _): return literal
        default: return nil
        }
    }

    /// The value at `path` in `value`, of any kind, or `nil` when there is none. An object written as
    /// a string of JSON (PostHog's batch exports write `properties` so) is read as the object.
    static func value(at path: [String], in value: StrictJSON) -> StrictJSON? {
        var value = value
        for key in path {
            if case .string(let text) = value, text.first == "{",
                case .success(let inner) = object(in: Array(text.utf8)[...])
            {
                value = inner
            }
            guard case .object(let members) = value, let member = members.first(where: { $0.key == key }) else {
                return nil
            }
            value = member.value
        }
        return value
    }

    /// The names a replay gives its own meaning (a launch, the install, an install before the log):
    /// only the format's meanings make them.
    static let reservedNames: Set<EventName> = [LoggedEvent.launch, LoggedEvent.install, LoggedEvent.installBeforeLog]

    /// `name`, an event of the app's own, kept its own: one a replay reserves (an app's own event
    /// called `launch`) is read as `app.launch`, so it never starts a session or dates the install.
    static func appsOwn(_ name: EventName) -> EventName {
        guard reservedNames.contains(name), let own = try? EventName("app." + name.rawValue) else { return name }
        return own
    }

    /// `name` as an event name: each run of characters an event name does not allow made one `_`, and
    /// those at either end dropped.
    static func eventName(cleaning name: String) -> Result<EventName, LineProblem> {
        var cleaned = ""
        var pendingSeparator = false
        for scalar in name.unicodeScalars {
            let allowed =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || ".-_:".unicodeScalars.contains(scalar))
            if allowed {
                if pendingSeparator, !cleaned.isEmpty { cleaned.append("_") }
                cleaned.unicodeScalars.append(scalar)
                pendingSeparator = false
            } else {
                pendingSeparator = true
            }
        }
        do throws(AskForReviewError) {
            return .success(try EventName(cleaned))
        } catch {
            return .failure(
                LineProblem(
                    text:
                        "the event \"\(name.prefix(80))\" cleaned is \"\(cleaned.prefix(80))\", not an event name (1 to \(EventName.maximumLength) of a-z A-Z 0-9 . _ - :)"
                ))
        }
    }
}
