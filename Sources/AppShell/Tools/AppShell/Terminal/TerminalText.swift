/// Text that came from outside (arguments, stored values) made safe to print on a terminal.
enum TerminalText {
    /// `text` with every control character written as an escape (`\n`, `\t`, `\r`, `\u{1B}`), so a
    /// value can never start a line of its own, move the cursor or pretend to be other output; and,
    /// with a `limit`, cut to that many characters followed by `…`.
    static func safe(_ text: String, limit: Int? = nil) -> String {
        var result = ""
        var characters = 0
        for scalar in text.unicodeScalars {
            if let limit, characters >= limit {
                result += "…"
                break
            }
            result += escaped(scalar)
            characters += 1
        }
        return result
    }

    /// `count` and `noun`, the noun in the plural unless the count is one: "1 user", "2 users".
    /// `plural` is the noun's plural when it is not the noun and an "s".
    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    /// An echoed argument in quotes, escaped and cut to 60 characters.
    static func quoted(_ text: String) -> String {
        "'\(safe(text, limit: 60))'"
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: break
        }
        return isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }

    /// Whether a terminal would act on `scalar` instead of showing it, or show nothing of it: C0 and C1
    /// controls, DEL, the line and paragraph separators, the bidirectional controls and the characters
    /// of no width (a zero-width joiner in an id would make it look like another): the characters the
    /// `--json` output escapes.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069,
            0xFEFF:
            true
        default: false
        }
    }
}
