/// Help text laid out to fit a terminal's 80 columns.
///
/// A line longer than the width breaks at its last space that fits (a usage line before its last
/// `[` option that fits); what follows goes on under the line's text: under the description of a
/// listing line (`  --store PATH   the JSON store …`), under the command of a `Usage:` line or the
/// first option of another usage line, else at the line's own indentation. When the next line of
/// the text goes on at that same indentation and does not start an item of its own (`show: …`,
/// `- …`), or goes on a usage line's options (`[…`), the rest joins it, so a paragraph is filled
/// again rather than left ragged. A word longer than the width stays whole on a line of its own.
enum HelpLayout {
    /// The columns help text fits in.
    static let width = 80

    /// `text`'s lines laid out to `width` columns, without trailing spaces; no word is lost or
    /// reordered.
    static func fitted(_ text: String, width: Int = width) -> [String] {
        var pending = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingTrailingSpaces()
        }
        var fitted: [String] = []
        var index = 0
        while index < pending.count {
            let line = pending[index]
            index += 1
            guard line.count > width, let cut = breakColumn(of: line, width: width) else {
                fitted.append(line)
                continue
            }
            let hanging = hangingIndent(of: line)
            fitted.append(String(line.prefix(cut)).trimmingTrailingSpaces())
            let rest = String(line.dropFirst(cut + 1))
            if index < pending.count, joins(pending[index], atIndent: hanging, usage: isUsage(line)) {
                pending[index] =
                    String(repeating: " ", count: hanging) + rest + " " + pending[index].trimmingLeadingSpaces()
            } else {
                pending.insert(String(repeating: " ", count: hanging) + rest, at: index)
            }
        }
        return fitted
    }

    /// The column of the last space at which `line` can break within `width`, past its indentation.
    private static func breakColumn(of line: String, width: Int) -> Int? {
        let characters = Array(line)
        let columns = hangingIndent(of: line)..<min(width + 1, characters.count)
        let space = { (column: Int) in characters[column] == " " && characters[column - 1] != " " }
        let beforeOption = { (column: Int) in
            space(column) && column + 1 < characters.count && characters[column + 1] == "["
        }
        if isUsage(line), let option = columns.last(where: beforeOption) {
            return option
        }
        return columns.last(where: space)
    }

    /// Whether `line` is a command's usage: `Usage: …`, a command and its `[options]` at the start
    /// of a line or of a listing, or more `[options]` of one.
    private static func isUsage(_ line: String) -> Bool {
        let body = line.trimmingLeadingSpaces()
        if line.hasPrefix(usagePrefix) || body.hasPrefix("[") { return true }
        guard line.count - body.count <= 2, !line.contains("   ") else { return false }
        return body.first?.isLowercase == true && !body.prefix { $0 != " " }.hasSuffix(":") && body.contains(" [")
    }

    /// Where a broken line's rest starts: under a listing's description (after a gap of two or more
    /// spaces following the line's first words), under a usage line's command, or at the indentation.
    private static func hangingIndent(of line: String) -> Int {
        let characters = Array(line)
        let indent = characters.prefix { $0 == " " }.count
        if line.hasPrefix(usagePrefix) { return usagePrefix.count }
        if isUsage(line), let option = characters.firstIndex(of: "["), option < width / 2 { return option }
        var column = indent
        while column + 2 < characters.count {
            if characters[column] == " ", characters[column + 1] == " " {
                let text = column + characters[column...].prefix { $0 == " " }.count
                return text < width / 2 ? text : indent
            }
            column += 1
        }
        return indent
    }

    /// Whether `next` goes on the paragraph whose rest starts at `indent`: it stands at that
    /// indentation and starts no item (a `label:` word or a `- ` bullet); after a usage line, it
    /// goes on with more options.
    private static func joins(_ next: String, atIndent indent: Int, usage: Bool) -> Bool {
        let body = next.trimmingLeadingSpaces()
        if usage { return body.hasPrefix("[") }
        guard !body.isEmpty, next.count - body.count == indent, !body.hasPrefix("- ") else { return false }
        let firstWord = body.prefix { $0 != " " }
        return !firstWord.hasSuffix(":")
    }

    /// How a command's help begins.
    static let usagePrefix = "Usage: swift run AppShell "
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
    fileprivate func trimmingTrailingSpaces() -> String { String(reversed().drop { $0 == " " }.reversed()) }
}
