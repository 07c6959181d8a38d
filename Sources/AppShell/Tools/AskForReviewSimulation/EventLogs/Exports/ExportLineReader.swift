import AskForReviewDomain
import AskForReviewJSON
package import Foundation

/// Reads the lines of an analytics export in an ``ExportFormat``, one after another: each line's values
/// at the format's key paths found straight in its bytes (``ExportLineScanner``) when the line is in
/// the common form, else through the strict reader's tree of values; either way made into the line's
/// event by the same steps, so the two ways give the same event or the same problem.
package struct ExportLineReader {
    /// The format read.
    let format: ExportFormat
    /// How many lines were read straight from their bytes (the others by the strict reader), and how
    /// many of them as lines of a shape seen before.
    package private(set) var linesScanned = 0
    package private(set) var linesOfKnownShape = 0
    private let paths: ExportKeyPaths
    /// Whether lines are scanned in their bytes first (else each is read by the strict reader).
    private let scansBytes: Bool
    /// The scanner's values and scratch space, kept from line to line.
    private var found: [Range<Int>?]
    private var keys = Array(
        repeating: ExportLineScanner.Key(bytes: 0..<0, prefix: 0), count: ExportLineScanner.keysRoom)
    private var scalars = Array(
        repeating: ExportLineShape.Scalar(bytes: 0..<0, path: -1, expectsObject: false),
        count: ExportLineScanner.scalarsRoom)
    /// The shapes of the lines scanned last (``ExportLineShape``), the one a line had last tried first.
    private var shapes: [ExportLineShape] = []
    private var lastShape = 0
    /// The most shapes kept.
    private static let shapesKept = 4
    /// The texts each path's values had recently.
    private var texts: [RecentTexts]
    /// What each vendor event name read so far is (a few hundred at most): its meaning and its name as
    /// the app's event; the one found last is tried first.
    private var names: [VendorName] = []
    private var lastName = 0
    /// Where each name is in ``names``, once there are more than a few to search.
    private var nameIndex: [String: Int] = [:]
    /// The last platform and app named, and why a line naming them is left out (`nil`: it is kept).
    private var lastPlatform: String?
    private var platformLeftOut: String?
    /// The last SDK named, and why a line naming it is left out (`nil`: it is kept).
    private var lastLibrary: String?
    private var libraryLeftOut: String?
    private var lastApp: String?
    private var appLeftOut: String?
    /// The hour of the log (since 1970, on the clock of the format's time zone) whose offset from
    /// UTC was found last, and that offset in seconds.
    private var zoneOffset: (hour: Int, offset: TimeInterval)?

    /// What one line holds: its user, the event it is (`nil` for a line dropped or left out), the time
    /// the user installed, when the line says it (and the format reads it), why the line is left out,
    /// when it is (another platform's, another app's), whether the event is dated before the
    /// line's own time (a session's start, logged at its end), and the line's own time, when it was
    /// read (what a log sorted by user and time is sorted by).
    package struct Line: Equatable {
        package let user: String
        package var event: LoggedEvent?
        package var installed: Date?
        package var leftOut: String?
        package var backdated = false
        package var loggedAt: Date?
        /// The id the vendor gave the line's event, when the format reads one and the line holds it:
        /// what tells the event from another of its user's at the same time (``LineTally``).
        package var eventID: EventID?

        /// This line with its event's id as text (``EventID/text(_:)``), `line` being the bytes it was
        /// read from: what a line read from its bytes equals when read by the strict reader.
        package func withEventIDText(from line: ArraySlice<UInt8>) -> Line {
            var copy = self
            copy.eventID = eventID.map { id in .text(id.withUTF8(in: line) { String(decoding: $0, as: UTF8.self) }) }
            return copy
        }
    }

    /// The vendor's id of a line's event: where its text lies in the line's bytes, when read straight
    /// from them (no `String` made for a value each line has its own of), or the text itself.
    package enum EventID: Equatable {
        /// The text's bytes are these of the line (counted from its first byte), no escape among them.
        case inLine(Range<Int>)
        /// The text, as the strict reader decoded it.
        case text(String)

        /// Calls `body` with the id's UTF-8 bytes, `line` being the bytes the line was read from.
        package func withUTF8<Result>(
            in line: ArraySlice<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
        ) -> Result {
            switch self {
            case .inLine(let range):
                line.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
            case .text(var text): text.withUTF8(body)
            }
        }
    }

    /// The most vendor event names whose meaning is kept.
    private static let namesKept = 1_000

    /// What a vendor's event name is to a replay (a class: handed out at every line, a structure's
    /// copy retained each of its strings).
    private final class VendorName: Sendable {
        /// The name as the vendor writes it.
        let text: String
        /// Its meaning, if the format gives it one.
        let meaning: ExportFormat.Meaning?
        /// The event's name in a replay (a launch's, the install's, a completed process's, else the app's
        /// own, cleaned) and what it is; or why the name is none.
        let name: EventName?
        let kind: LoggedEvent.Kind
        let problem: ExportFormat.LineProblem?

        init(_ text: String, meaning: ExportFormat.Meaning?) {
            self.text = text
            self.meaning = meaning
            let named: Result<EventName, ExportFormat.LineProblem> =
                switch meaning {
                case .launch, .sessionEnd: .success(LoggedEvent.launch)
                case .install: .success(LoggedEvent.install)
                case .completed: .success(.processCompleted)
                default: ExportFormat.eventName(cleaning: text).map(ExportFormat.appsOwn)
                }
            switch named {
            case .success(let name): (self.name, kind, problem) = (name, LoggedEvent.Kind(name), nil)
            case .failure(let problem): (name, kind, self.problem) = (nil, .other, problem)
            }
        }
    }

    /// Whether `text` has 1 to `most` characters: told by its UTF-8 bytes when they are as few.
    private static func has(_ text: String, atMost most: Int) -> Bool {
        !text.isEmpty && (text.utf8.count <= most || text.count <= most)
    }

    /// A reader of lines in `format`; with `scansBytes` false, every line is read by the strict reader
    /// (for a test comparing the two ways).
    package init(_ format: ExportFormat, scansBytes: Bool = true) {
        self.format = format
        self.scansBytes = scansBytes
        paths = ExportKeyPaths(format)
        found = Array(repeating: nil, count: paths.paths.count)
        texts = Array(repeating: RecentTexts(), count: paths.paths.count)
    }

    /// What line `number`, `line`, holds (thrown, not returned as a `Result`: a result's copies of
    /// the line cost a tenth of an export's replay, callgrind).
    /// - Throws: the line's problem.
    package mutating func read(_ line: ArraySlice<UInt8>, number: Int) throws(EventLogError) -> Line {
        do {
            return try readLine(line, number: number)
        } catch {
            guard error.problems.count == 1, error.problems[0].contains("no user id"),
                let other = Self.otherSource(of: line, than: format.name)
            else { throw error }
            throw EventLogError(problems: [error.problems[0] + "; the line names \(other)"], unlisted: 0)
        }
    }

    /// The source another line seems to be of, by the user key it names (a `--format` to give), or
    /// `nil`: told only of a line that names no user where this format looks.
    private static func otherSource(of line: ArraySlice<UInt8>, than name: String) -> String? {
        func holds(_ key: String) -> Bool {
            let quoted = Array("\"\(key)\"".utf8)
            return line.count >= quoted.count
                && line.indices.dropLast(quoted.count - 1).contains { line[$0...].starts(with: quoted) }
        }
        let sources: [(key: String, format: String)] = [
            ("user_pseudo_id", "firebase"), ("device_id", "amplitude"), ("anonymousId", "segment"),
            ("distinct_id", holds("timestamp") ? "posthog" : "mixpanel"), ("user", "own"),
        ]
        guard
            let (key, format) = sources.first(where: {
                $0.format != name.split(separator: " ").first.map(String.init) && holds($0.key)
            })
        else {
            return nil
        }
        return format == "own"
            ? "\"\(key)\", as the package's own event log does (read without --format)"
            : "\"\(key)\", as a \(format) export does (--format \(format))"
    }

    private mutating func readLine(_ line: ArraySlice<UInt8>, number: Int) throws(EventLogError) -> Line {
        try line.withUnsafeBufferPointer { (bytes) throws(EventLogError) -> Line in
            if scansBytes, readValues(bytes) {
                linesScanned += 1
                var values = ScannedLineValues(bytes: bytes, found: found, texts: texts)
                texts = []
                defer { texts = values.texts }
                return try self.line(from: &values, number: number)
            }
            switch ExportFormat.object(in: line) {
            case .success(let object):
                var values = StrictLineValues(object: object, paths: paths.paths)
                return try self.line(from: &values, number: number)
            case .failure(let problem): throw LoggedEventLine.problem(number, problem.text)
            }
        }
    }

    /// Finds the values of the line `bytes` into ``found``: as a line of a shape seen before, or
    /// scanned (its shape kept); `false` when the line is to be read by the strict reader.
    private mutating func readValues(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for offset in shapes.indices {
            let index = (lastShape + offset) % shapes.count
            let read = found.withUnsafeMutableBufferPointer { found in
                for path in found.indices { found[path] = nil }
                return shapes[index].read(bytes, into: found, checkingEndFirst: shapes.count > 1)
            }
            if read {
                lastShape = index
                linesOfKnownShape += 1
                return true
            }
        }
        guard let scanned = ExportLineScanner.scan(bytes, paths: paths, found: &found, keys: &keys, scalars: &scalars)
        else { return false }
        if let count = scanned {
            let shape = scalars.withUnsafeBufferPointer {
                ExportLineShape(bytes, scalars: UnsafeBufferPointer(rebasing: $0[..<count]))
            }
            if shapes.count < Self.shapesKept {
                shapes.append(shape)
                lastShape = shapes.count - 1
            } else {
                lastShape = (lastShape + 1) % shapes.count
                shapes[lastShape] = shape
            }
        }
        return true
    }

    /// The line `values` are of, line `number`.
    /// - Throws: its problem.
    private mutating func line(from values: inout some ExportLineValues, number: Int) throws(EventLogError) -> Line {
        let found = values.text(atFirstOf: paths.users)
        // A row that holds the id `null` or empty (a consent-mode ping of Google Analytics) names no user.
        if case .none = found, paths.users.contains(where: { values.holds($0) }) {
            return Line(user: "", leftOut: LineTally.noUser)
        }
        guard let user = found, Self.has(user, atMost: LoggedEventLine.maximumUserLength) else {
            let keys = format.users.map { $0.joined(separator: ".") }.joined(separator: " or ")
            throw LoggedEventLine.problem(number, "no user id (\(keys)) of 1 to 256 characters")
        }
        if let leftOut = otherKind(&values) ?? leftOut(&values) { return Line(user: user, leftOut: leftOut) }
        guard let vendorName = values.text(paths.event) else {
            let path = format.event.joined(separator: ".")
            throw LoggedEventLine.problem(number, "no event name (\(path))")
        }
        let known = meaning(of: vendorName)
        let meaning = known.meaning
        if meaning == .drop { return Line(user: user, leftOut: "dropped \(vendorName.prefix(64))") }
        let loggedAt: Date
        switch date(at: paths.time, in: &values) {
        case .success(let date): loggedAt = date
        case .failure(let problem):
            throw LoggedEventLine.problem(number, worded(problem, at: paths.time, in: &values))
        }
        // A session logged at its end started its length before: a launch then, earlier than the
        // lines of the session before it (a length that cannot be read leaves it at its own time).
        let start = meaning == .sessionEnd ? sessionStart(endingAt: loggedAt, in: &values) : nil
        guard let name = known.name else {
            throw LoggedEventLine.problem(number, known.problem?.text ?? vendorName)
        }
        let version = values.text(atFirstOf: paths.versions)
        guard version.map({ Self.has($0, atMost: LoggedEventLine.maximumVersionLength) }) ?? true else {
            throw LoggedEventLine.problem(number, "a version longer than 64 characters")
        }
        // An install time that cannot be read says nothing: the user's history starts with their events.
        var installed: Date?
        if let path = paths.installTime, case .success(let date) = date(at: path, in: &values) { installed = date }
        // Made whole at once: a line made then changed field by field was copied with its event.
        return Line(
            user: user,
            event: LoggedEvent(
                user: user, time: start ?? loggedAt, name: name, kind: known.kind, version: version, weight: 1,
                isBadExperience: meaning == .bad, asks: meaning == .ask),
            installed: installed, backdated: start != nil, loggedAt: loggedAt,
            eventID: values.eventID(atFirstOf: paths.eventIDs))
    }

    /// What the vendor's event `vendorName` is to a replay (``VendorName``), worked out once.
    private mutating func meaning(of vendorName: String) -> VendorName {
        if lastName < names.count, names[lastName].text == vendorName { return names[lastName] }
        let index =
            names.count <= 16 ? names.firstIndex { $0.text == vendorName } : nameIndex[vendorName]
        if let index {
            lastName = index
            return names[index]
        }
        let known = VendorName(vendorName, meaning: format.meanings[vendorName])
        if names.count < Self.namesKept {
            nameIndex[vendorName] = names.count
            names.append(known)
            lastName = names.count - 1
        }
        return known
    }

    /// Why the line of `values` is left out as a line of another kind than an event (a Segment
    /// `identify`), or `nil`: a table of one kind of line (a warehouse's `tracks`) holds no kind, each
    /// of its lines being one.
    private func otherKind(_ values: inout some ExportLineValues) -> String? {
        guard let only = paths.only, let required = format.only?.value, values.holds(only) else { return nil }
        let kind = values.text(only) ?? "null"
        return kind == required ? nil : "\(format.only?.path.last ?? "type") \(kind.prefix(40))"
    }

    /// Why the line of `values` is left out (its platform, or its app, named), or `nil` when it is kept:
    /// a line a browser's SDK wrote is the web's, whatever system it names.
    private mutating func leftOut(_ values: inout some ExportLineValues) -> String? {
        if let platforms = format.platforms {
            if let library = values.text(atFirstOf: paths.library) {
                if lastLibrary != library {
                    lastLibrary = library
                    let web = format.webLibraries.contains(library.lowercased())
                    libraryLeftOut = web ? "platform web (\(library.prefix(40)))" : nil
                }
                if let libraryLeftOut { return libraryLeftOut }
            }
            if let name = values.text(atFirstOf: paths.platform) {
                if lastPlatform != name {
                    lastPlatform = name
                    let kept = platforms.contains(name.lowercased()) || ExportFormat.isApple(name)
                    platformLeftOut = kept ? nil : "platform \(name.prefix(40))"
                }
                if let platformLeftOut { return platformLeftOut }
            }
        }
        if let path = paths.app, let apps = format.apps, let id = values.text(path) {
            if lastApp != id {
                lastApp = id
                appLeftOut = apps.contains(id) ? nil : "app \(id.prefix(100))"
            }
            return appLeftOut
        }
        return nil
    }

    /// When a session that ended at `end` started: `end` less its length in seconds at the format's
    /// session length (a number as JSON writes one, 0 to a day), or `nil` when the line says none.
    private func sessionStart(endingAt end: Date, in values: inout some ExportLineValues) -> Date? {
        guard let path = paths.sessionLength, let seconds = values.number(path), (0...86_400).contains(seconds),
            seconds > 0
        else { return nil }
        return end.addingTimeInterval(-seconds)
    }

    /// The time at path `path`, within the times a log may hold, or what is wrong with it: a number
    /// whose magnitude fits another unit than the format's names that unit.
    private mutating func date(at path: Int, in values: inout some ExportLineValues) -> Result<Date, TimeProblem> {
        let form = format.timeForm
        let date: Date?
        switch form {
        case .iso8601, .utcText: date = values.time(path, form: form)
        case .seconds, .milliseconds, .microseconds:
            guard let value = values.number(path) else {
                date = nil
                break
            }
            let reading = ExportFormat.date(value, in: form)
            if !ExportFormat.plausible.contains(reading),
                let unit = [ExportFormat.TimeForm.seconds, .milliseconds, .microseconds].first(where: {
                    ExportFormat.plausible.contains(ExportFormat.date(value, in: $0))
                })
            {
                return .failure(.misread(reading, seemingly: unit))
            }
            date = format.timeZone.map { universal(reading, countedIn: $0) } ?? reading
        }
        guard let date, LoggedEventLine.times.contains(date) else { return .failure(.unread) }
        return .success(date)
    }

    /// The time `local` counts as a time of `zone` (its seconds since 1970 counted on that zone's
    /// clock), in UTC: less the zone's offset then, found once an hour of the log.
    private mutating func universal(_ local: Date, countedIn zone: TimeZone) -> Date {
        let hour = Int(local.timeIntervalSince1970.rounded(.down)) / 3_600
        if zoneOffset?.hour != hour {
            // The offset at the instant the clock showed `local`: taken at `local` less the offset there.
            let guess = TimeInterval(zone.secondsFromGMT(for: local))
            zoneOffset = (hour, TimeInterval(zone.secondsFromGMT(for: local.addingTimeInterval(-guess))))
        }
        return local.addingTimeInterval(-(zoneOffset?.offset ?? 0))
    }

    /// Why a time is not read.
    enum TimeProblem: Error {
        /// It is not a time the format reads.
        case unread
        /// It is a number that in the format's unit is `reading`, and in `unit` a plausible time.
        case misread(Date, seemingly: ExportFormat.TimeForm)
    }

    /// `problem`, of the time at path `path`, in words (made only for a problem).
    private func worded(_ problem: TimeProblem, at path: Int, in values: inout some ExportLineValues) -> String {
        let key = paths.paths[path].joined(separator: ".")
        let form = format.timeForm
        switch problem {
        case .misread(let reading, let unit):
            return "\(key): found \((values.text(path) ?? "").prefix(40)), which in \(form.rawValue) is "
                + "\(ISOTimestamp.text(reading)); it seems to be in \(unit.rawValue): a mapping file's "
                + "\"timeUnit\": \"\(unit.rawValue)\" reads it so"
        case .unread:
            let found = values.text(path).map { "\"\($0.prefix(40))\"" } ?? "nothing"
            return "\(key): found \(found); allowed: \(form.described), " + LoggedEventLine.timesAllowed
                + " (a mapping file's \"timeUnit\" reads another form)"
        }
    }
}
