import AskForReview
import Foundation

/// A model of another library's decision, written from its source: what the peer keeps as a user
/// launches, logs events and answers its prompt, and whether it would prompt now.
protocol PeerOracle {
    /// The app launched (or came back to the foreground) at `version`.
    mutating func launched(version: String, at now: Date)
    /// The app logged one significant event.
    mutating func loggedEvent()
    /// The user answered the peer's prompt with `answer`.
    mutating func answered(_ answer: PrePromptAnswer, at now: Date)
    /// Whether the peer would prompt now (a peer may store a date as it checks).
    mutating func shouldPrompt(at now: Date) -> Bool
}
