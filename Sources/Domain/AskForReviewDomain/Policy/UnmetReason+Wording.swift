package import Foundation

extension UnmetReason {
    /// A reason's words as the values they are made of, worded only when read: a decision that nobody
    /// reads (most of a simulation's) never builds its text.
    package enum Wording: Sendable, Equatable {
        /// Words given whole.
        case text(String)
        /// "3 of 5 exports", with the span's scope after the noun (" in this version").
        case count(Int, of: Int, noun: String, scope: String)
        /// "weighted total of purchase is 2, below 10", with a window's words after the event
        /// (" in the last 7 days").
        case totalBelow(Double, minimum: Double, event: String, scope: String)
        /// "already asked for version 1.2".
        case askedForVersion(String)
        /// "system limit reached: 3 review requests in the last 365 days".
        case systemLimit(requests: Int, window: TimeInterval)
        /// The same, then "; asks again from … (365 days after the request of …)".
        case systemLimitReopens(requests: Int, window: TimeInterval, at: Date, request: Date)
        /// "asks from … (7 days after the first launch)", or "asks again from …" after the last request
        /// or a bad experience.
        case waitsForTime(again: Bool, from: Date, seconds: TimeInterval, after: String)

        /// The words.
        var text: String {
            switch self {
            case .text(let words):
                return words
            case .count(let count, let minimum, let noun, let scope):
                return "\(count) of \(minimum) \(noun)\(scope)"
            case .totalBelow(let total, let minimum, let event, let scope):
                return "weighted total of \(event)\(scope) is \(words(for: total)), below \(words(for: minimum))"
            case .askedForVersion(let version):
                return "already asked for version \(version)"
            case .systemLimit(let requests, let window):
                return "system limit reached: \(requests) review requests in the last \(words(forSeconds: window))"
            case .systemLimitReopens(let requests, let window, let at, let request):
                return Wording.systemLimit(requests: requests, window: window).text
                    + "; asks again from \(ISOTimestamp.text(at))"
                    + " (\(words(forSeconds: window)) after the request of \(ISOTimestamp.text(request)))"
            case .waitsForTime(let again, let from, let seconds, let anchor):
                return "\(again ? "asks again" : "asks") from \(ISOTimestamp.text(from))"
                    + " (\(words(forSeconds: seconds)) after the \(anchor))"
            }
        }
    }
}
