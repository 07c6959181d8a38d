extension StrictJSON {
    /// The value as JSON text: members in their order, two spaces a level, a list of plain values on
    /// one line, and a newline at the end.
    public var text: String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    /// The value as JSON on one line, with no spaces between tokens and no newline.
    public var line: String {
        switch self {
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ":" + $0.value.line }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map(\.line).joined(separator: ",") + "]"
        default: String(text.dropLast())
        }
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .object(let members) where members.isEmpty: output += "{}"
        case .object(let members):
            let inner = indent + "  "
            output += "{\n"
            for (offset, member) in members.enumerated() {
                output += inner + Self.quoted(member.key) + ": "
                member.value.write(into: &output, indent: inner)
                output += offset == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements) where elements.allSatisfy(\.isPlain):
            output += "[" + elements.map(\.text).map { $0.dropLast() }.joined(separator: ", ") + "]"
        case .array(let elements):
            let inner = indent + "  "
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += inner
                element.write(into: &output, indent: inner)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): output += Self.quoted(text)
        case .number(let literal, _): output += literal
        case .bool(let value): output += String(value)
        case .null: output += "null"
        }
    }

    /// Neither an object nor a list.
    private var isPlain: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// `text` in JSON quotes, with quotes and backslashes escaped, and every character a terminal or
    /// an editor would act on instead of showing written as a `\uXXXX` escape: C0 controls, DEL, C1
    /// controls, the line and paragraph separators and the bidirectional controls. The escapes mean
    /// the same characters, so any JSON reader reads the text back as it was.
    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where isEscaped(scalar):
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// Whether `scalar` is written as an escape: C0 and C1 controls, DEL, U+2028 and U+2029, the
    /// bidirectional controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), and the
    /// characters that show nothing (U+200B to U+200D, U+2060 to U+2064, U+FEFF), which would make one
    /// value look like another.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069,
            0xFEFF:
            true
        default: false
        }
    }
}
