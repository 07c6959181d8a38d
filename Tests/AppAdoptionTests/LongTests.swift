import Foundation

/// The size a random or statistical test runs at: quick in `swift test`, full when
/// `ASKFORREVIEW_LONG_TESTS` is `1` (a step of `.ci/run`). The package's own tests have the same in
/// their support module, which this module, built on the public API only, does not link.
enum LongTests {
    /// Whether `ASKFORREVIEW_LONG_TESTS` is `1`.
    static let enabled = ProcessInfo.processInfo.environment["ASKFORREVIEW_LONG_TESTS"] == "1"

    /// `long` when the long forms run, else `quick`.
    static func count(quick: Int, long: Int) -> Int { enabled ? long : quick }
}
