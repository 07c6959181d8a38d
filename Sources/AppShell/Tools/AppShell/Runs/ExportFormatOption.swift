import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation

/// `--format`: the analytics export a log is, read as it is: a vendor's name, or a mapping file.
enum ExportFormatOption {
    /// The format `--format` names, or `nil` when it is not given (the package's own event log).
    /// `--user-key install|account` keys its users by the app install (the default) or the signed-in
    /// account; `--all-platforms` keeps the lines of every platform (by default Apple's only);
    /// `--app-id IDS` keeps only the lines of the apps whose bundle ids it lists, separated by commas.
    /// `--sessions-after-idle D` derives each user's sessions from their events, a session starting
    /// after D without one (see ``ExportFormat/derivingSessions(afterIdle:)``).
    /// - Throws: a ``UsageError`` with 66 when a mapping file cannot be read, or with 65 and every
    ///   problem when it is not valid; with 64 for `--user-key` without `--format`.
    static func read(from input: CommandInput) throws(UsageError) -> ExportFormat? {
        let key = try input.choice("--user-key", of: ExportFormat.UserKey.self)
        let apps = input.string("--app-id").map { Set($0.split(separator: ",").map(String.init)) }
        guard let value = input.string("--format") else {
            for (given, option) in [
                (key != nil, "--user-key"), (apps != nil, "--app-id"),
                (input.has("--all-platforms"), "--all-platforms"),
                (input.string("--sessions-after-idle") != nil, "--sessions-after-idle"),
            ]
            where given {
                throw UsageError(
                    "\(option) says which lines of an analytics export are read and how; it goes with --format",
                    command: input.command)
            }
            return nil
        }
        var format = try format(named: value).keyingUsers(by: key ?? .install)
        if input.has("--all-platforms") { format = format.keepingEveryPlatform() }
        if let apps {
            guard !apps.isEmpty, apps.allSatisfy({ !$0.isEmpty }) else {
                throw UsageError("--app-id expects bundle ids separated by commas", command: input.command)
            }
            guard let kept = format.keepingApps(apps) else {
                throw UsageError(
                    "--app-id: \(TerminalText.quoted(value))'s lines name no app (firebase, segment and posthog do; a "
                        + "mapping file's \"app\" names the key)", command: input.command)
            }
            format = kept
        }
        if let idle = input.string("--sessions-after-idle") {
            guard let seconds = Self.seconds(in: idle), (60...86_400).contains(seconds) else {
                throw UsageError(
                    "--sessions-after-idle expects a duration from 1m to 1d, such as 30m (a session ends after that "
                        + "long without an event)", command: input.command)
            }
            format = format.derivingSessions(afterIdle: seconds)
        }
        return format
    }

    /// The seconds a duration of `--sessions-after-idle` says: a whole number and its unit, `s`, `m`,
    /// `h` or `d` (`30m`), or `nil`.
    private static func seconds(in text: String) -> Double? {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
        guard let unit = text.last.flatMap({ units[$0] }), text.count <= 10,
            CommandInput.isDigits(String(text.dropLast())), let count = Double(text.dropLast())
        else { return nil }
        return count * unit
    }

    /// The vendor's format named `value`, or the mapping file at that path.
    private static func format(named value: String) throws(UsageError) -> ExportFormat {
        // In any letter case, as a preset's name is read.
        if let vendor = ExportFormat.vendors.first(where: { $0.name.lowercased() == value.lowercased() }) {
            return vendor
        }
        guard FileManager.default.fileExists(atPath: value) else {
            let names = ExportFormat.vendors.map(\.name)
            throw NameOrPath.neither(
                value, option: "--format", unknown: "export format",
                expected: "\(names.joined(separator: ", ")), or a mapping file", known: names)
        }
        let data = try PolicySource.contents(of: value, option: "--format")
        do {
            return try ExportFormat(mapping: data)
        } catch {
            throw PolicySource.invalid(error, in: value, option: "--format", kind: "mapping file")
        }
    }
}
