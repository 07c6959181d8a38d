public import AskForReviewDomain
public import Foundation

/// Pre-prompt translations read from `.strings` tables: one `<tag>.lproj/<table>.strings` file a
/// language, each entry mapping a pre-prompt's own text to the text shown instead.
///
/// ``builtIn`` holds the package's: the built-in pre-prompt copy and its button labels in English and
/// eleven other languages (de, es, fr, it, ja, ko, nl, pt-BR, ru, zh-Hans, zh-Hant). An app overrides
/// any of them, or translates its own copy, with a table of its own in its bundle
/// (``init(bundle:table:)``), placed before the built-in ones.
public struct StringsTableTranslations: PrePromptTranslations {
    /// See `PrePromptTranslations.languages`: the tags of the `.lproj` folders that have the table,
    /// sorted.
    public let languages: [String]
    private let tables: [String: [String: String]]

    /// Reads every `<tag>.lproj/<table>.strings` in `folder`; a language without the file is not
    /// listed.
    /// - Throws: ``StringsTableError`` naming the file that cannot be read or is not a strings table;
    ///   nothing is returned in part.
    public init(folder: URL, table: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var tables: [String: [String: String]] = [:]
        for name in names where name.hasSuffix(".lproj") {
            let file = folder.appendingPathComponent(name).appendingPathComponent("\(table).strings")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            tables[String(name.dropLast(".lproj".count))] = try Self.read(file)
        }
        self.tables = tables
        self.languages = tables.keys.sorted()
    }

    /// The app's own table `table` (for example `"AskForReview"`) in `bundle`'s `.lproj` folders: the
    /// file `<tag>.lproj/AskForReview.strings` for each language the app translates or overrides.
    /// - Throws: ``StringsTableError`` as ``init(folder:table:)``.
    public init(bundle: Bundle, table: String) throws {
        try self.init(folder: bundle.resourceURL ?? bundle.bundleURL, table: table)
    }

    /// The package's translations of its built-in pre-prompt copy and button labels.
    public static var builtIn: StringsTableTranslations {
        get throws {
            guard let resources = Bundle.module.resourceURL else {
                throw StringsTableError(file: Bundle.module.bundleURL, problem: "the package's resources are missing")
            }
            return try StringsTableTranslations(
                folder: resources.appendingPathComponent("Translations"), table: "AskForReview")
        }
    }

    /// See `PrePromptTranslations.translation(of:into:)`.
    public func translation(of text: String, into language: String) -> String? {
        tables[language]?[text]
    }

    private static func read(_ file: URL) throws -> [String: String] {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw StringsTableError(file: file, problem: "cannot be read (\(error.localizedDescription))")
        }
        let table = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let strings = table as? [String: String] else {
            throw StringsTableError(file: file, problem: "is not a strings table (\"text\" = \"translation\"; lines)")
        }
        return strings
    }
}
