public import Foundation

/// Why a population profile cannot be used: the field and what is wrong with it.
public struct PopulationProfileError: Error, Equatable, CustomStringConvertible {
    /// The field, as a path such as `segments[1].share`, or `profile` for the whole.
    public let field: String
    /// What is wrong, in words.
    public let problem: String

    /// One line a person can read.
    public var description: String { "\(field): \(problem)" }
}

extension PopulationModel {
    /// The model a JSON profile describes: an object whose fields (`segments`, `meanLifetimeDays`,
    /// `newVersionEveryDays`, `signedInShare`, `answers`, `reviewRate`) replace the defaults; a field
    /// left out keeps its default.
    /// - Throws: ``PopulationProfileError`` naming the first field that is unknown, of the wrong type
    ///   or out of range.
    public static func decode(_ data: Data) throws(PopulationProfileError) -> PopulationModel {
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw PopulationProfileError(field: "profile", problem: "is not JSON")
        }
        let fields = try Fields(object, at: "profile")
        var model = PopulationModel()
        try fields.refuseUnknown([
            "segments", "meanLifetimeDays", "newVersionEveryDays", "signedInShare", "answers", "reviewRate",
        ])
        if let list = fields.values["segments"] {
            guard let items = list as? [Any], !items.isEmpty else {
                throw PopulationProfileError(field: "segments", problem: "must be a non-empty list")
            }
            model.segments = try items.enumerated().map { index, item throws(PopulationProfileError) in
                let segment = try Fields(item, at: "segments[\(index)]")
                try segment.refuseUnknown([
                    "name", "share", "launchesPerDay", "completionsPerDay", "skipsPerDay", "significantEventsPerDay",
                ])
                return Segment(
                    name: try segment.text("name") ?? "segment \(index + 1)",
                    share: try segment.number("share", in: 0...1_000_000) ?? 1,
                    launchesPerDay: try segment.number("launchesPerDay", in: 0...100) ?? 1,
                    completionsPerDay: try segment.number("completionsPerDay", in: 0...100) ?? 1,
                    skipsPerDay: try segment.number("skipsPerDay", in: 0...100) ?? 0,
                    significantEventsPerDay: try segment.number("significantEventsPerDay", in: 0...100) ?? 0
                )
            }
            guard model.segments.contains(where: { $0.share > 0 }) else {
                throw PopulationProfileError(field: "segments", problem: "at least one share must be above 0")
            }
        }
        model.meanLifetimeDays = try fields.number("meanLifetimeDays", in: 1...36_500) ?? model.meanLifetimeDays
        if fields.values.keys.contains("newVersionEveryDays") {
            model.newVersionEveryDays = try fields.number("newVersionEveryDays", in: 1...36_500).map { Int($0) }
        }
        model.signedInShare = try fields.number("signedInShare", in: 0...1) ?? model.signedInShare
        model.reviewRate = try fields.number("reviewRate", in: 0...1) ?? model.reviewRate
        if let value = fields.values["answers"] {
            let answers = try Fields(value, at: "answers")
            try answers.refuseUnknown(["rate", "later", "decline"])
            model.answers = Answers(
                rate: try answers.number("rate", in: 0...1_000_000) ?? 0,
                later: try answers.number("later", in: 0...1_000_000) ?? 0,
                decline: try answers.number("decline", in: 0...1_000_000) ?? 0
            )
            guard model.answers.rate + model.answers.later + model.answers.decline > 0 else {
                throw PopulationProfileError(field: "answers", problem: "at least one weight must be above 0")
            }
        }
        return model
    }
}

/// The fields of one JSON object, read with errors that name them.
private struct Fields {
    let values: [String: Any]
    let path: String

    init(_ object: Any, at path: String) throws(PopulationProfileError) {
        guard let values = object as? [String: Any] else {
            throw PopulationProfileError(field: path, problem: "must be an object")
        }
        self.values = values
        self.path = path
    }

    func refuseUnknown(_ known: Set<String>) throws(PopulationProfileError) {
        if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
            throw PopulationProfileError(field: name(unknown), problem: "is not a field of a profile")
        }
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(PopulationProfileError) -> Double? {
        guard let value = values[key] else { return nil }
        // `true` and `false` come as Booleans, which are numbers too: refused by their type's name.
        guard let number = value as? NSNumber, !String(describing: type(of: value)).contains("Boolean"),
            number.doubleValue.isFinite, range.contains(number.doubleValue)
        else {
            throw PopulationProfileError(
                field: name(key),
                problem: "must be a number from \(Self.words(range.lowerBound)) to \(Self.words(range.upperBound))")
        }
        return number.doubleValue
    }

    func text(_ key: String) throws(PopulationProfileError) -> String? {
        guard let value = values[key] else { return nil }
        guard let text = value as? String, !text.isEmpty, text.count <= 40 else {
            throw PopulationProfileError(field: name(key), problem: "must be a name of 1 to 40 characters")
        }
        return text
    }

    /// A bound as a person writes it: whole numbers without a fraction.
    private static func words(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private func name(_ key: String) -> String {
        path == "profile" ? key : "\(path).\(key)"
    }
}
