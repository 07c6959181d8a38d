import Foundation

/// A model of FlineDev's ReviewKit decision (FlineDev/ReviewKit at eefe875), written from its source,
/// each rule citing the lines it follows in `Sources/ReviewKit/ReviewKit.swift`, or
/// `ReviewCriteria.swift` (RC) and `PositiveEvent.swift` (PE): it keeps weighted positive events,
/// drops the old ones when it records one, and asks once the weights it keeps reach the threshold.
/// No cooldown, no version and no answer take part; asking clears nothing.
struct FlineDevReviewKitOracle {
    /// `minPositiveEventsWeight` (RC 7: 3): the weights kept must reach it (36, `>=`).
    var minPositiveEventsWeight = 3.0
    /// `eventsExpireAfterDays` (RC 7: 14), in days of 86,400 s (60).
    var eventsExpireAfterDays = 14

    /// The positive events kept (51–56), oldest first, each at whole seconds (PE 27–29).
    private(set) var events: [(date: Date, weight: Double)] = []

    /// `recordPositiveEvent(weight:)` (21–26): the event appended, then every event strictly older
    /// than the window measured from now dropped; one exactly that old stays.
    mutating func recorded(weight: Double, at now: Date) {
        events.append((date: now, weight: weight))  // 22
        let cutoff = now.addingTimeInterval(-Double(eventsExpireAfterDays) * 86_400)  // 23, 60
        events.removeAll { $0.date < cutoff }  // 23
    }

    /// `requestReviewIfCriteriaMet()` (30–49): the weights kept, summed, against the threshold;
    /// nothing is dropped here, so an event past the window counts until the next one is recorded.
    func criteriaMet(counting kept: (Date) -> Bool = { _ in true }) -> Bool {
        events.filter { kept($0.date) }.reduce(0) { $0 + $1.weight } >= minPositiveEventsWeight  // 35–36
    }
}
