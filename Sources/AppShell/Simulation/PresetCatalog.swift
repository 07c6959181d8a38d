import AskForReviewDomain

/// The preset policies by the names tools use for them: `apple`, `fittoday`, `searchconsole`.
public enum PresetCatalog {
    /// The names, in the order tools list them.
    public static let names = ["apple", "fittoday", "searchconsole"]

    /// The preset called `name` (exactly as spelled in ``names``), or `nil`.
    public static func policy(named name: String) -> ReviewPolicy? {
        switch name {
        case "apple": .apple
        case "fittoday": .fitToday
        case "searchconsole": .searchConsole
        default: nil
        }
    }
}
