import AskForReview
import AskForReviewConditions
import AskForReviewPolicyFiles
import AskForReviewRollout
import Foundation
import Synchronization
import Testing

// The "Your policy in a file" article's example, word for word: a payload that names only what it
// changes, over the policy the app ships.

/// The policy the app ships: 5 sessions, 3 days after the first launch, 30 days between requests,
/// a week after "Later", and a pre-prompt.
let shippedPolicy = ReviewPolicy(
    name: "lessons",
    conditions: [
        ReviewConditions.minimumSessions(5),
        ReviewConditions.minimumTimeElapsed(sinceFirstLaunch: 3 * 86_400),
        ReviewConditions.minimumTimeElapsed(sinceLastRequest: 30 * 86_400),
        ReviewConditions.minimumTimeElapsed(sinceLast: .prePrompt(.later), 7 * 86_400),
    ],
    moments: [.processCompleted],
    prePrompt: PrePrompt(
        title: "Enjoying the app?", message: "Tell us on the App Store.", rateButton: "Rate",
        laterButton: "Later", declineButton: "No Thanks"))

/// The remote source over it. The app allows its pre-prompt to come back after "Later" (here once a
/// week has passed), which the guidance warns of.
func shippedSource(folder: URL) -> RemotePolicySource {
    RemotePolicySource(
        bundled: .policy(shippedPolicy), fileURL: folder.appendingPathComponent("review-policy.json"),
        allowing: [.prePromptReappearsForever])
}

/// Every payload "Your policy in a file" shows is accepted by the setup the article shows beside it.
@Suite("The policy-file article's payloads, each through the setup beside it")
struct RemotePatchArticleTests {
    static let article = "Sources/Data/AskForReviewPolicyFiles/AskForReviewPolicyFiles.docc/YourPolicyInAFile.md"

    /// The payloads the article shows: each JSON block that is one file, each line of a block of
    /// one-line payloads, and each payload written in a sentence.
    static func payloads() throws -> [String] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(article), encoding: .utf8)
        let blocks = text.components(separatedBy: "```json").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        var found: [String] = []
        for block in blocks where block.contains(#""format""#) {
            if (try? JSONSerialization.jsonObject(with: Data(block.utf8))) != nil {
                found.append(block)
            } else {
                found += block.split(separator: "\n").map(String.init).filter { $0.hasPrefix(#"{"format""#) }
            }
        }
        let inline = text.components(separatedBy: #"`{"format""#).dropFirst().map {
            #"{"format""# + ($0.components(separatedBy: "}`").first ?? "") + "}"
        }
        return found + inline
    }

    /// A folder of the test's own, removed at the end.
    final class Folder: Sendable {
        let url = ScratchFolder.url.appendingPathComponent("patch-\(UUID().uuidString)")

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test(
        "Each payload extending the bundled policy is accepted over the shipped policy and changes only what it names")
    func patchesAreAccepted() throws {
        let patches = try Self.payloads().filter { $0.contains(#""extends": "bundled""#) }
        #expect(patches.count >= 5, "\(patches)")
        let shipped = try JSONSerialization.jsonObject(with: PolicyFile.data(for: shippedPolicy)) as? NSDictionary
        for payload in patches {
            let folder = Folder()
            let report = try shippedSource(folder: folder.url).receive(Data(payload.utf8))
            #expect(report == .accepted("lessons"), "\(payload)")
            let policy = try shippedSource(folder: folder.url).policy(
                forInstallIn: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
                version: "1.0")
            let patched = try JSONSerialization.jsonObject(with: PolicyFile.data(for: policy)) as? NSDictionary
            #expect(patched != shipped, "\(payload) changes the policy")
            // What a payload names is all that differs: each top-level field it leaves out is kept.
            let named = try #require(try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any])
            for (field, value) in shipped as? [String: Any] ?? [:] where named[field] == nil && field != "format" {
                #expect(
                    (patched?[field] as? NSObject)?.isEqual(value) == true || !policy.isEnabled, "\(payload): \(field)")
            }
        }
    }

    @Test(
        "Each whole payload the article shows is accepted by its launchPolicy over the apple preset, or, when it holds a preset, by its presetSource"
    )
    func wholePayloadsAreAccepted() throws {
        let whole = try Self.payloads().filter { !$0.contains(#""extends""#) }
        #expect(whole.count >= 3, "\(whole)")
        for payload in whole {
            let folder = Folder()
            let reports = RemotePolicySourceReports()
            _ = try launchPolicy(
                remotePayload: Data(payload.utf8), folder: folder.url,
                store: ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore()),
                versionService: ServiceFactory.makeVersionService(fallback: "1.0"),
                analytics: { reports.append($0) })
            if case .accepted? = reports.all.first { continue }
            // Refused: the presets' warnings only, which presetSource allows.
            let presetFolder = Folder()
            let presetReport = try presetSource(folder: presetFolder.url).receive(Data(payload.utf8))
            #expect(payload.contains(#""name": "apple""#), "\(payload): \(reports.all)")
            #expect(
                { if case .accepted = presetReport { true } else { false } }(), "\(payload): \(presetReport)")
        }
    }
}

/// The reports a source handed its app's analytics.
final class RemotePolicySourceReports: Sendable {
    private let reports = Mutex<[RemotePolicySource.Report]>([])
    var all: [RemotePolicySource.Report] { reports.withLock { $0 } }
    func append(_ report: RemotePolicySource.Report) { reports.withLock { $0.append(report) } }
}
