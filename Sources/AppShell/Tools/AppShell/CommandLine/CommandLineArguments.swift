/// The command line as the process got it, in bytes, read as text only where it is valid UTF-8: a
/// path or version with a byte that is not would otherwise be rewritten into another one.
enum CommandLineArguments {
    /// The bytes of each argument after the program's name.
    static func current() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            var bytes: [UInt8] = []
            var offset = 0
            while argument[offset] != 0 {
                bytes.append(UInt8(bitPattern: argument[offset]))
                offset += 1
            }
            return bytes
        }
    }

    /// `arguments` as text; throws naming the first argument that is not valid UTF-8, its other bytes
    /// shown as `\xHH`.
    static func decode(_ arguments: [[UInt8]]) throws(UsageError) -> [String] {
        try arguments.enumerated().map { (position, bytes) throws(UsageError) in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw UsageError("argument \(position + 1) ('\(escaped(bytes))') is not valid UTF-8")
            }
            return text
        }
    }

    /// Printable ASCII as itself, every other byte as `\xHH`; at most 200 bytes, then `…`.
    private static func escaped(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(200).map { byte in
            (32..<127).contains(byte) && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "'")
                ? String(UnicodeScalar(byte))
                : "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2, with: "0")
        }
        return shown.joined() + (bytes.count > 200 ? "…" : "")
    }
}
