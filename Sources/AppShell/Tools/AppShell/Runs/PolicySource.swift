import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation

/// Where a command line takes a policy from: a preset by name, or a policy file.
enum PolicySource {
    /// The policy or experiment in the file at `path`, named by `option` in errors.
    /// - Throws: a ``UsageError`` with 66 when the file cannot be read (missing, not a regular file,
    ///   larger than a policy file may be), or with 65 and every problem when it is not valid.
    static func load(file path: String, option: String) throws(UsageError) -> PolicyFile.Contents {
        let data = try contents(of: path, option: option)
        do {
            return try PolicyFile.contents(from: data)
        } catch {
            throw invalid(error, in: path, option: option, kind: "policy file")
        }
    }

    /// The preset named `name`, or, when no preset has that name, what the file at that path holds.
    static func load(named name: String, option: String) throws(UsageError) -> PolicyFile.Contents {
        if let preset = ReviewPolicy.preset(named: name) { return .policy(preset) }
        guard FileManager.default.fileExists(atPath: name) else { throw unknown(name, option: option) }
        return try load(file: name, option: option)
    }

    /// The error for `name`, given to `option`, that is no preset and no file: an unknown preset (64,
    /// with the one it most likely meant) or, for a path, a file that cannot be read (66).
    static func unknown(_ name: String, option: String, command: String? = nil) -> UsageError {
        NameOrPath.neither(
            name, option: option, unknown: "policy", expected: "\(presetNames), or a policy file",
            known: presetSpellings, command: command)
    }

    /// The error that says the file at `path` is not a valid `kind`, with every problem, exit 65.
    static func invalid(_ error: PolicyFileError, in path: String, option: String, kind: String) -> UsageError {
        let count = TerminalText.counted(error.problems.count, "problem")
        return UsageError(
            "\(option): \(TerminalText.quoted(path)) is not a valid \(kind) (\(count), below); nothing was changed",
            code: .dataError, details: error.problems.map { TerminalText.safe($0.description, limit: 300) })
    }

    /// The names in `--compare`'s comma-separated `list`, each a preset or an existing file.
    static func compared(_ list: String, command: String) throws(UsageError) -> [String] {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for name in names where ReviewPolicy.preset(named: name) == nil && !FileManager.default.fileExists(atPath: name)
        {
            throw unknown(name, option: "--compare", command: command)
        }
        return names
    }

    /// The policies `names` give (an experiment's variants each), in order; with no names, those of
    /// `--policy` or `--policy-file` in `options`.
    static func policies(compared names: [String], options: ShellOptions) throws(UsageError) -> [ReviewPolicy] {
        guard !names.isEmpty else {
            return options.experiment.map { PolicyFile.Contents.experiment($0).policies } ?? [options.policy]
        }
        var policies: [ReviewPolicy] = []
        for name in names { policies += try load(named: name, option: "--compare").policies }
        return policies
    }

    /// The presets' names as the Swift API and the README spell them, each read by
    /// `ReviewPolicy.preset(named:)` in any letter case.
    static let presetSpellings = ["apple", "fitToday", "searchConsole"]

    /// The preset names, comma-separated, as the README spells them.
    static var presetNames: String { presetSpellings.joined(separator: ", ") }

    /// The bytes of the regular file at `path`, read only up to the most a policy file may hold.
    static func contents(of path: String, option: String) throws(UsageError) -> Data {
        let quoted = TerminalText.quoted(path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else { throw UsageError("\(option): cannot read \(quoted): no such file", code: .noInput) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw UsageError("\(option): \(quoted) is not a regular file", code: .noInput)
        }
        let limit = PolicyFile.maximumSize
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw UsageError("\(option): cannot read \(quoted): permission denied", code: .noInput)
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            throw UsageError("\(option): \(quoted) is larger than a policy file may be (1 MiB)", code: .noInput)
        }
        return data
    }
}

extension PolicyFile.Contents {
    /// The policies to compare: the policy, or each variant's policy named `experiment/variant`.
    var policies: [ReviewPolicy] {
        switch self {
        case .policy(let policy, _): [policy]
        case .experiment(let experiment):
            experiment.variants.map { $0.policy.named("\(experiment.name)/\($0.name)") }
        }
    }
}
