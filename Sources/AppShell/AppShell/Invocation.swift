import AskForReviewDomain
import AskForReviewSimulation
import Foundation

/// One parsed command line: what to do and with which options.
struct Invocation: Equatable {
    var command: ShellCommand
    var options: ShellOptions
}

/// The commands of the command-line shell.
enum ShellCommand: Equatable {
    case demo(reviewLink: URL?)
    case launch
    case complete(ProcessOutcome)
    case tick
    case respond(PrePromptAnswer)
    case status
    case reset(all: Bool)
    case event(ReviewEvent, ask: Bool)
    case reviewed
    case simulate(SimulatedUser)
    case population(PopulationRun)
    case reviewLink(URL)
    case help(topic: String?)
    case version

    /// The command's name as typed.
    var name: String {
        switch self {
        case .demo: "demo"
        case .launch: "launch"
        case .complete: "complete"
        case .tick: "tick"
        case .respond: "respond"
        case .status: "status"
        case .reset: "reset"
        case .event: "event"
        case .reviewed: "reviewed"
        case .simulate, .population: "simulate"
        case .reviewLink: "review-link"
        case .help: "help"
        case .version: "--version"
        }
    }

    /// Whether the command may change the stored state.
    var changesStore: Bool {
        switch self {
        case .demo, .launch, .complete, .tick, .respond, .reset, .event, .reviewed: true
        case .status, .simulate, .population, .reviewLink, .help, .version: false
        }
    }

    /// The names as typed, in the order help lists them.
    static let names = [
        "demo", "launch", "complete", "event", "tick", "respond", "reviewed", "status", "reset", "simulate",
        "review-link", "help",
    ]
}

/// The options every command takes.
struct ShellOptions: Equatable {
    var policyName = "apple"
    var storePath: String?
    var appVersion = "1.0"
    var now: Date?
    var pauseSeconds: Double = 2
    var signedOut = false
    var background = false
    var json = false
}
