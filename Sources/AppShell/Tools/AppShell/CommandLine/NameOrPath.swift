import Foundation

/// A command-line value that names one of a closed set of built-in names or a file (a preset or a
/// policy file, a vendor's format or a mapping file), and what a value that is neither meant.
enum NameOrPath {
    /// The error for `value`, given to `option`, that is no built-in name among `known` and no
    /// existing file: a file that cannot be read (66) when it was meant as a path (it holds a `/` or
    /// a `.`, which no built-in name does), else an unknown name (64) with the name it most likely
    /// meant. `unknown` words what the value is not ("policy"), `expected` what it may be.
    static func neither(
        _ value: String, option: String, unknown: String, expected: String, known: [String], command: String? = nil
    ) -> UsageError {
        let quoted = TerminalText.quoted(value)
        if value.contains("/") || value.contains(".") {
            return UsageError("\(option): cannot read \(quoted): no such file", command: command, code: .noInput)
        }
        let hint = NearestName.hint(for: value, among: known)
        return UsageError("\(option): unknown \(unknown) \(quoted) (expected \(expected))\(hint)", command: command)
    }
}
