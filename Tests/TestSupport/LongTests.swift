import Foundation

/// The size a random or stress test runs at: `swift test` runs each at a size that keeps the whole
/// suite within a minute on two cores; `ASKFORREVIEW_LONG_TESTS=1` (a step of `.ci/run`) runs them
/// at their full size, and the tests that only have a full size with them.
public enum LongTests {
    /// Whether `ASKFORREVIEW_LONG_TESTS` is `1`.
    public static let enabled = ProcessInfo.processInfo.environment["ASKFORREVIEW_LONG_TESTS"] == "1"

    /// `long` when the long forms run, else `quick`.
    public static func count(quick: Int, long: Int) -> Int { enabled ? long : quick }
}
