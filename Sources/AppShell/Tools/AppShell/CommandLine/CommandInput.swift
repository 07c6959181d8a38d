import AskForReviewData
import AskForReviewDomain
import AskForReviewPresentation
import Foundation

/// What a command's parser reads: the arguments after its name, the option values and flags given,
/// and the options every command takes, already read. Values are read and checked by name, and every
/// error names the option and the command.
struct CommandInput {
    /// The command's name as typed.
    let command: String
    /// The arguments after the command's name.
    let arguments: [String]
    let values: [String: String]
    let flags: Set<String>
    /// The options every command takes.
    var options = ShellOptions()

    /// Whether the stand-alone option `name` was given.
    func has(_ name: String) -> Bool {
        flags.contains(name)
    }

    func string(_ name: String) -> String? {
        values[name]
    }

    /// The write-review link for `--app-id`, or `nil` when the option is not given.
    func reviewLink() throws(UsageError) -> URL? {
        guard let id = values["--app-id"] else { return nil }
        do {
            return try WriteReviewLink.url(appID: id)
        } catch {
            throw UsageError("--app-id: \(error.description)", command: command)
        }
    }

    func date(_ name: String) throws(UsageError) -> Date? {
        guard let text = values[name] else { return nil }
        guard let date = ISOTimestamp.date(from: text) else {
            // A date and time that reads once a zone is added lacks only the zone: say so.
            if ISOTimestamp.date(from: text + "Z") != nil {
                throw UsageError(
                    "\(name) \(TerminalText.quoted(text)) has no time zone: add Z for UTC (\(TerminalText.quoted(text + "Z"))) or an offset such as +02:00"
                )
            }
            throw UsageError(
                "\(name) expects a real ISO-8601 date and time such as 2026-01-01T00:00:00Z, got \(TerminalText.quoted(text))"
            )
        }
        return date
    }

    func seconds(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Self.decimal(text), value <= 3_600 else {
            throw UsageError(
                "\(name) expects seconds from 0 to 3600 in decimal digits, got \(TerminalText.quoted(text))")
        }
        return value
    }

    /// A number in decimal digits with an optional fraction and an optional leading `-`, within ±10⁶.
    func signedNumber(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        let magnitude = text.hasPrefix("-") ? String(text.dropFirst()) : text
        guard let value = Self.decimal(magnitude), value <= 1_000_000 else {
            throw UsageError(
                "\(name) expects a number from -1000000 to 1000000 in decimal digits, got \(TerminalText.quoted(text))",
                command: command)
        }
        return text.hasPrefix("-") ? -value : value
    }

    /// The output file named by option `name`, checked now so that a run that cannot write its result
    /// does not start; `nil` when the option is not given.
    func outputFile(_ name: String) throws(UsageError) -> ReplacedFile? {
        guard let path = values[name] else { return nil }
        do throws(ReplacedFile.Refusal) {
            return try ReplacedFile(checking: path)
        } catch {
            throw UsageError(
                "\(name): cannot write \(TerminalText.quoted(path)): \(error.reason)", command: command,
                code: .cannotCreate)
        }
    }

    func rate(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Self.decimal(text), value <= 1_000 else {
            throw UsageError(
                "\(name) expects a number from 0 to 1000 in decimal digits, got \(TerminalText.quoted(text))",
                command: command)
        }
        return value
    }

    func count(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard Self.isDigits(text), let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got \(TerminalText.quoted(text))",
                command: command
            )
        }
        return value
    }

    /// A non-negative number written as decimal digits with an optional fraction (`2`, `0.5`); no
    /// sign, exponent, hexadecimal form, infinity or NaN.
    static func decimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(isDigits) else { return nil }
        return Double(text)
    }

    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, of type: Choice.Type) throws(UsageError)
        -> Choice? where Choice.RawValue == String
    {
        guard let text = values[name] else { return nil }
        guard let value = Choice(rawValue: text) else {
            let expected = Choice.allCases.map(\.rawValue).joined(separator: " or ")
            throw UsageError("\(name) expects \(expected), got \(TerminalText.quoted(text))", command: command)
        }
        return value
    }
}
