import AskForReview
import Foundation

/// A model of Rate my app's decision (Skyost/RateMyApp at 35164b0, the Flutter package
/// `rate_my_app` 2.4.1: `lib/src/core.dart` (core), `lib/src/conditions.dart` (cond) and
/// `lib/src/dialogs.dart` (dlg)), written from its source, each rule citing the file and lines it
/// follows, with its default conditions (core 283–299), all to be met (`shouldOpenDialog`, core
/// 86–93), and its own three-button dialog. It knows no versions and no events.
struct RateMyAppOracle {
    /// `minDays` (core 291: 7) and `remindDays` (core 292: 7), in days.
    var minDays = 7
    var remindDays = 7
    /// `minLaunches` (core 295: 10); `remindLaunches` (core 296: 10), taken off the count by "Later".
    var minLaunches = 10
    var remindLaunches = 10

    /// The shared preferences: `minimumDate` (cond 73, 78), `launches` (cond 133, 138) and
    /// `doNotOpenAgain` (cond 177, 182).
    private(set) var minimumDate: Date?
    private(set) var launches = 0
    private(set) var doNotOpenAgain = false

    private static let day: TimeInterval = 86_400
}

extension RateMyAppOracle: PeerOracle {
    /// `init()` (core 53–61): a minimum date `minDays` from now when none is stored (cond 73, 111),
    /// then one launch more (cond 149–152). The version is not read.
    mutating func launched(version: String, at now: Date) {
        if minimumDate == nil { minimumDate = now.addingTimeInterval(Double(minDays) * Self.day) }  // cond 73
        launches += 1  // cond 150
    }

    /// Rate my app's default conditions count no events.
    mutating func loggedEvent() {}

    /// The dialog's buttons (dlg 96–113): "Rate" (dlg 362–367) and "No thanks" (dlg 403–407) set
    /// `doNotOpenAgain` (cond 193–195); "Maybe later" (dlg 383–387) moves the minimum date
    /// `remindDays` from now (cond 89–91) and takes `remindLaunches` off the count (cond 154–156),
    /// which it does not set to zero.
    mutating func answered(_ answer: PrePromptAnswer, at now: Date) {
        switch answer {
        case .rate, .decline:
            doNotOpenAgain = true  // cond 194
        case .later:
            minimumDate = now.addingTimeInterval(Double(remindDays) * Self.day)  // cond 90
            launches -= remindLaunches  // cond 155
        }
    }

    /// `shouldOpenDialog` (core 86–93): strictly after the minimum date (`isAfter`, cond 85), at
    /// least `minLaunches` launches (cond 145), not `doNotOpenAgain` (cond 189).
    func shouldPrompt(at now: Date) -> Bool {
        guard let minimumDate else { return false }
        return now > minimumDate && launches >= minLaunches && !doNotOpenAgain  // cond 85, 145, 189
    }
}
