import AskForReviewData
import AskForReviewDomain
import AskForReviewJSON
public import AskForReviewPolicyFiles
public import Foundation

/// A ``PopulationModel`` written as data: the JSON population file, `"format": 1`. Read as strictly
/// as a policy file: every problem of a file at once, each with its JSON path, and nothing of a bad
/// file used.
///
/// Fields: `segments` (required: each `name`, `share`, `sessionsPerWeek`, `eventsPerSession` as a
/// list of `event`, `perSession` and an optional `weight`), and, each with the model's default when
/// left out, `badExperiencesPerSession`, `installWithinDays`, `churnPerDay`, `newVersionsPerYear`, `updateDelayDays`,
/// `signedInShare`, `answers` (`rate`, `later`, `decline`) and `reviewRate`.
public enum PopulationFile {
    /// The format this version reads and writes.
    public static let format = 1

    /// The model `data` describes.
    /// - Throws: a `PolicyFileError` listing every problem of the file.
    public static func model(from data: Data) throws(PolicyFileError) -> PopulationModel {
        try PolicyFile.read(data) { fields in self.model(&fields) }
    }

    /// The sessions a week a segment may have: a file holding more is refused, and a fit keeps to it.
    static let sessionsPerWeek: ClosedRange<Double> = 0...700
    /// The occurrences a session of an event, or bad experiences a session, a file may give.
    static let perSession: ClosedRange<Double> = 0...100

    /// `model` as a file: every field, in a fixed order, numbers as Swift writes them (read back
    /// exactly); indented over several lines, or with `onOneLine` on one line without spaces. A newline
    /// ends either.
    public static func data(for model: PopulationModel, onOneLine: Bool = false) -> Data {
        let segments = model.segments.map { segment in
            StrictJSON.object([
                .init("name", .string(segment.name)), .init("share", .number(segment.share)),
                .init("sessionsPerWeek", .number(segment.sessionsPerWeek)),
                .init(
                    "eventsPerSession",
                    .array(
                        segment.eventsPerSession.map { rate in
                            .object([
                                .init("event", .string(rate.event.rawValue)),
                                .init("perSession", .number(rate.perSession)),
                                .init("weight", .number(rate.weight)),
                            ])
                        })),
            ])
        }
        let file = StrictJSON.object([
            .init("format", .integer(format)), .init("segments", .array(segments)),
            .init("badExperiencesPerSession", .number(model.badExperiencesPerSession)),
            .init("installWithinDays", .integer(model.installWithinDays)),
            .init("churnPerDay", .number(model.churnPerDay)),
            .init("newVersionsPerYear", .number(model.newVersionsPerYear)),
            .init("updateDelayDays", .number(model.updateDelayDays)),
            .init("signedInShare", .number(model.signedInShare)),
            .init(
                "answers",
                .object([
                    .init("rate", .number(model.answers.rate)), .init("later", .number(model.answers.later)),
                    .init("decline", .number(model.answers.decline)),
                ])),
            .init("reviewRate", .number(model.reviewRate)),
        ])
        return Data((onOneLine ? file.line + "\n" : file.text).utf8)
    }

    private static func model(_ fields: inout PolicyFileFields) -> PopulationModel? {
        var model = PopulationModel()
        let format = fields.integer("format", required: true, in: Self.format...Self.format)
        let segments = fields.value("segments", required: true, allowed: "a list of 1 to 50 segments").flatMap {
            self.segments($0, at: "segments", report: fields.report)
        }
        model.badExperiencesPerSession =
            fields.number("badExperiencesPerSession", required: false, in: perSession) ?? model.badExperiencesPerSession
        model.installWithinDays =
            fields.integer("installWithinDays", required: false, in: 0...36_500) ?? model.installWithinDays
        model.churnPerDay = fields.number("churnPerDay", required: false, in: 0...1) ?? model.churnPerDay
        model.newVersionsPerYear =
            fields.number("newVersionsPerYear", required: false, in: 0...365) ?? model.newVersionsPerYear
        model.updateDelayDays = fields.number("updateDelayDays", required: false, in: 0...365) ?? model.updateDelayDays
        model.signedInShare = fields.number("signedInShare", required: false, in: 0...1) ?? model.signedInShare
        model.reviewRate = fields.number("reviewRate", required: false, in: 0...1) ?? model.reviewRate
        let answers = fields.value("answers", required: false, allowed: "").map {
            self.answers($0, at: fields.path(of: "answers"), report: fields.report)
        }
        guard format != nil, let segments, let answers = answers ?? model.answers else { return nil }
        model.segments = segments
        model.answers = answers
        return model
    }

    private static func segments(_ value: StrictJSON, at path: String, report: PolicyFileReport)
        -> [PopulationModel.Segment]?
    {
        guard case .array(let elements) = value, (1...50).contains(elements.count) else {
            report.add(path, found: value.found, allowed: "a list of 1 to 50 segments")
            return nil
        }
        var segments: [PopulationModel.Segment] = []
        for (offset, element) in elements.enumerated() {
            guard var fields = PolicyFileFields(element, at: "\(path)[\(offset)]", report: report) else { continue }
            let name = fields.string("name", required: true, maximumLength: 64)
            if let name, segments.contains(where: { $0.name == name }) {
                report.add(
                    fields.path(of: "name"), found: "\"\(name)\" a second time", allowed: "a name no other segment has")
            }
            let share = fields.number("share", required: true, in: 0...1_000_000)
            let sessions = fields.number("sessionsPerWeek", required: true, in: Self.sessionsPerWeek)
            let events = fields.value("eventsPerSession", required: true, allowed: "a list of events").flatMap {
                self.events($0, at: fields.path(of: "eventsPerSession"), report: report)
            }
            fields.finish()
            if let name, let share, let sessions, let events {
                segments.append(
                    PopulationModel.Segment(
                        name: name, share: share, sessionsPerWeek: sessions, eventsPerSession: events))
            }
        }
        guard segments.count == elements.count else { return nil }
        guard segments.contains(where: { $0.share > 0 }) else {
            report.add(path, found: "no share above 0", allowed: "at least one segment with a share above 0")
            return nil
        }
        return segments
    }

    private static func events(_ value: StrictJSON, at path: String, report: PolicyFileReport)
        -> [PopulationModel.SessionEvent]?
    {
        guard case .array(let elements) = value, elements.count <= ReviewState.maximumEventNames else {
            report.add(path, found: value.found, allowed: "a list of at most \(ReviewState.maximumEventNames) events")
            return nil
        }
        var events: [PopulationModel.SessionEvent] = []
        for (offset, element) in elements.enumerated() {
            guard var fields = PolicyFileFields(element, at: "\(path)[\(offset)]", report: report) else { continue }
            let name = fields.string("event", required: true, maximumLength: EventName.maximumLength + 1)
            let event = name.flatMap { try? EventName($0) }
            if let name, event == nil {
                report.add(fields.path(of: "event"), found: StrictJSON.string(name).found, allowed: "an event name")
            } else if let event, events.contains(where: { $0.event == event }) {
                report.add(
                    fields.path(of: "event"), found: "\"\(event)\" a second time",
                    allowed: "an event no other entry names")
            }
            let perSession = fields.number("perSession", required: true, in: Self.perSession)
            let weight = fields.number("weight", required: false, in: -1_000_000...1_000_000) ?? 1
            fields.finish()
            if let event, let perSession {
                events.append(PopulationModel.SessionEvent(event, perSession: perSession, weight: weight))
            }
        }
        return events.count == elements.count ? events : nil
    }

    private static func answers(_ value: StrictJSON, at path: String, report: PolicyFileReport)
        -> PopulationModel.Answers?
    {
        guard var fields = PolicyFileFields(value, at: path, report: report) else { return nil }
        let weights = ["rate", "later", "decline"].map { fields.number($0, required: true, in: 0...1_000_000) }
        fields.finish()
        guard let rate = weights[0], let later = weights[1], let decline = weights[2] else { return nil }
        guard rate + later + decline > 0 else {
            report.add(path, found: "no weight above 0", allowed: "at least one weight above 0")
            return nil
        }
        return PopulationModel.Answers(rate: rate, later: later, decline: decline)
    }
}
