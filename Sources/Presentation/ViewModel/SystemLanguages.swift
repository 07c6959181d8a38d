import Foundation

/// The languages the user prefers, as the system lists them.
enum SystemLanguages {
    /// `Locale.preferredLanguages`: language tags, most preferred first.
    static func preferred() -> [String] {
        Locale.preferredLanguages
    }
}
