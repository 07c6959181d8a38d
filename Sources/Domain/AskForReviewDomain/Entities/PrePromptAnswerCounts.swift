/// How often each pre-prompt button was tapped, for an app to monitor its pre-prompt.
public struct PrePromptAnswerCounts: Sendable, Equatable {
    /// Taps on "Rate on App Store".
    public var rate: Int
    /// Taps on "Maybe Later".
    public var later: Int
    /// Taps on "No Thanks".
    public var decline: Int

    /// Creates counts; negative values are read as zero.
    public init(rate: Int = 0, later: Int = 0, decline: Int = 0) {
        self.rate = max(0, rate)
        self.later = max(0, later)
        self.decline = max(0, decline)
    }

    /// Adds one tap of `answer`, saturating at `Int.max`.
    mutating func record(_ answer: PrePromptAnswer) {
        switch answer {
        case .rate: rate = rate.incrementedSaturating()
        case .later: later = later.incrementedSaturating()
        case .decline: decline = decline.incrementedSaturating()
        }
    }
}
