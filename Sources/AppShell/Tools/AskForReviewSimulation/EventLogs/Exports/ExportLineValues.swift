import AskForReviewJSON
import Foundation

/// The values one line of an export holds at a format's key paths (by their numbers in
/// ``ExportKeyPaths``), as an ``ExportLineReader`` reads them: from the strict reader's tree of the
/// line's values, or found straight in its bytes.
protocol ExportLineValues {
    /// The string at path `path`, or the number there as written; `nil` when the line holds none, an
    /// empty string or a value of another kind.
    mutating func text(_ path: Int) -> String?
    /// The number at path `path`, or in the string there, as the JSON grammar writes one
    /// (``ExportFormat/number(_:)``), or `nil`.
    mutating func number(_ path: Int) -> Double?
    /// The time written as text at path `path` in `form` (``ExportTime``), or `nil`.
    mutating func time(_ path: Int, form: ExportFormat.TimeForm) -> Date?
    /// The text at path `path` as an event's id (``ExportLineReader/EventID``), `nil` as ``text(_:)`` is.
    mutating func eventID(_ path: Int) -> ExportLineReader.EventID?
    /// Whether the line holds a value at path `path` that is no object or list: a string (empty or
    /// not), a number, `true`, `false` or `null`.
    func holds(_ path: Int) -> Bool
}

extension ExportLineValues {
    /// The text at the first of `paths` that holds one (``text(_:)``), or `nil`. (Told by binding,
    /// not by comparing with `nil`: that comparison copied the optional through generic code.)
    mutating func text(atFirstOf paths: [Int]) -> String? {
        for path in paths {
            if let text = text(path) { return text }
        }
        return nil
    }

    /// The event id at the first of `paths` that holds one (``eventID(_:)``), or `nil`.
    mutating func eventID(atFirstOf paths: [Int]) -> ExportLineReader.EventID? {
        for path in paths {
            if let id = eventID(path) { return id }
        }
        return nil
    }
}

/// A line's values in the strict reader's tree of them.
struct StrictLineValues: ExportLineValues {
    /// The line's object.
    let object: StrictJSON
    /// The key paths, by number.
    let paths: [[String]]

    func text(_ path: Int) -> String? {
        ExportFormat.text(at: paths[path], in: object)
    }

    func number(_ path: Int) -> Double? {
        text(path).flatMap(ExportFormat.number)
    }

    func time(_ path: Int, form: ExportFormat.TimeForm) -> Date? {
        text(path).flatMap { ExportTime.date(text: $0, form: form) }
    }

    func eventID(_ path: Int) -> ExportLineReader.EventID? {
        text(path).map { .text($0) }
    }

    func holds(_ path: Int) -> Bool {
        switch ExportFormat.value(at: paths[path], in: object) {
        case .string, .number, .bool, .null: true
        case .object, .array, nil: false
        }
    }
}

/// A line's values found in its bytes by an ``ExportLineScanner``, each text made through the texts
/// the paths' values were before.
struct ScannedLineValues: ExportLineValues {
    /// The line's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where each path's value lies in them.
    let found: [Range<Int>?]
    /// The texts of the values each path had recently.
    var texts: [RecentTexts]

    mutating func text(_ path: Int) -> String? {
        guard let range = found[path], !range.isEmpty else { return nil }
        return texts[path].text(bytes[range])
    }

    /// Where the id's text lies in the line: no `String` made, each line having an id of its own.
    func eventID(_ path: Int) -> ExportLineReader.EventID? {
        guard let range = found[path], !range.isEmpty else { return nil }
        return .inLine(range)
    }

    func holds(_ path: Int) -> Bool {
        found[path] != nil
    }

    /// The time at `path`: from its bytes when they are in a common form, else from its text.
    mutating func time(_ path: Int, form: ExportFormat.TimeForm) -> Date? {
        guard let range = found[path], !range.isEmpty else { return nil }
        if let date = ExportTime.date(bytes: UnsafeBufferPointer(rebasing: bytes[range]), form: form) { return date }
        return text(path).flatMap { ExportTime.date(text: $0, form: form) }
    }

    /// The number at `path`: a run of up to 18 digits (a time in microseconds has 16) worked out from
    /// them, anything else read from its text.
    mutating func number(_ path: Int) -> Double? {
        guard let range = found[path], !range.isEmpty else { return nil }
        guard range.count <= 18, let base = bytes.baseAddress else { return text(path).flatMap(ExportFormat.number) }
        var value = 0
        for position in range {
            let digit = base[position] &- UInt8(ascii: "0")
            guard digit < 10 else { return text(path).flatMap(ExportFormat.number) }
            value = value &* 10 &+ Int(digit)
        }
        return Double(value)
    }
}
