import AskForReviewPolicyFiles
import AskForReviewSimulation
import Foundation

/// `--format`: the analytics export a log is, read as it is: a vendor's name, or a mapping file.
enum ExportFormatOption {
    /// The format `--format` names, or `nil` when it is not given (the package's own event log).
    /// `--user-key install|account` keys its users by the app install (the default) or the signed-in
    /// account.
    /// - Throws: a ``UsageError`` with 66 when a mapping file cannot be read, or with 65 and every
    ///   problem when it is not valid; with 64 for `--user-key` without `--format`.
    static func read(from input: CommandInput) throws(UsageError) -> ExportFormat? {
        let key = try input.choice("--user-key", of: ExportFormat.UserKey.self)
        guard let value = input.string("--format") else {
            guard key == nil else {
                throw UsageError(
                    "--user-key says whose history a user of an analytics export is; it goes with --format",
                    command: input.command)
            }
            return nil
        }
        return try format(named: value).keyingUsers(by: key ?? .install)
    }

    /// The vendor's format named `value`, or the mapping file at that path.
    private static func format(named value: String) throws(UsageError) -> ExportFormat {
        if let vendor = ExportFormat.vendors.first(where: { $0.name == value }) { return vendor }
        guard FileManager.default.fileExists(atPath: value) else {
            let names = ExportFormat.vendors.map(\.name)
            let hint = NearestName.hint(for: value, among: names)
            throw UsageError(
                "--format: \(TerminalText.quoted(value)) is neither an export format (\(names.joined(separator: ", "))) nor a mapping file\(hint)",
                code: .noInput)
        }
        let data = try PolicySource.contents(of: value, option: "--format")
        do {
            return try ExportFormat(mapping: data)
        } catch {
            throw PolicySource.invalid(error, in: value, option: "--format", kind: "mapping file")
        }
    }
}
