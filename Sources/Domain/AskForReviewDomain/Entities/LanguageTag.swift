import Foundation

/// Matching a user's preferred language tag against the tags some copy is available in.
enum LanguageTag {
    /// `tag` compared without regard to case, `_` read as `-`.
    static func normalized(_ tag: String) -> String {
        tag.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// The tag of `available` that serves `preferred`: the tag itself, then its shorter forms
    /// (`zh-Hans-CN`, `zh-Hans`, `zh`), then any available tag of the same language (`pt` for
    /// `pt-BR`, the first in `available`'s order); `nil` when none does. Returned as `available`
    /// spells it.
    static func match(_ preferred: String, in available: [String]) -> String? {
        let byNormalized = Dictionary(available.map { (normalized($0), $0) }, uniquingKeysWith: { first, _ in first })
        var parts = normalized(preferred).split(separator: "-").map(String.init)
        while !parts.isEmpty {
            if let tag = byNormalized[parts.joined(separator: "-")] { return tag }
            parts.removeLast()
        }
        let language = language(of: preferred)
        return available.first { Self.language(of: $0) == language }
    }

    /// The language part of `tag` (`pt` for `pt-BR`), normalized.
    private static func language(of tag: String) -> String {
        String(normalized(tag).prefix { $0 != "-" })
    }
}
