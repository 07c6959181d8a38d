import AskForReview
import AskForReviewPolicyFiles
import AskForReviewRollout
import AskForReviewTesting
import Foundation
import Synchronization
import Testing

// The "Your policy in a file" article's example, word for word: the remote flow at launch.

/// The policy this launch runs: the last payload remote config sent that passed every check, else
/// the bundled preset. Every acceptance and refusal goes to the app's analytics.
func launchPolicy(
    remotePayload: Data?, folder: URL, store: any ReviewStoreService, versionService: any VersionService,
    analytics: @escaping @Sendable (RemotePolicySource.Report) -> Void
) throws -> ReviewPolicy {
    let source = RemotePolicySource(
        bundled: .policy(.apple), fileURL: folder.appendingPathComponent("review-policy.json"), report: analytics)
    if let remotePayload { try source.receive(remotePayload) }
    return try source.policy(forInstallIn: store, version: versionService.currentVersion())
}

/// A source for an app whose remote config may send the package's presets (their files are in
/// the repository's `Documentation/Policies`): it allows the guidance warnings the presets carry on
/// purpose, and no other.
func presetSource(folder: URL) -> RemotePolicySource {
    let presetWarnings = Set(ReviewPolicy.presets.flatMap { $0.guidanceWarnings() }.map(\.code))
    return RemotePolicySource(
        bundled: .policy(.apple), fileURL: folder.appendingPathComponent("review-policy.json"),
        allowing: presetWarnings)
}

/// A remote-config system as an app meets it: payloads arrive, one a launch, and the app asks the
/// source for its policy. Each launch is a new source on the same file, as after a restart.
@Suite("A remote policy source, from the public API")
struct RemotePolicyTests {
    static let mine = #"""
        {"format": 1, "name": "mine", "moments": ["processCompleted"], "conditions": [
          {"minimumEventCount": {"event": "processCompleted", "count": 5}}, {"minimumSessions": {"count": 3}},
          {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}
        """#
    /// A policy that would ask at every check of every session, with no limit of its own.
    static let flood = #"""
        {"format": 1, "name": "flood", "moments": ["periodicCheck"], "periodicCheckInterval": "1s",
         "conditions": [], "systemLimit": "off",
         "prePrompt": {"title": "t", "message": "m", "rateButton": "r", "laterButton": "l", "declineButton": "d"}}
        """#

    /// ``mine`` in format 2, for the installs `target` names.
    static func targeted(_ target: String) -> String {
        mine.replacingOccurrences(of: #""format": 1"#, with: #""format": 2"#)
            .replacingOccurrences(of: "]}", with: #"], "appliesTo": \#(target)}"#)
    }

    /// A folder of the test's own, removed at the end.
    final class Folder: Sendable {
        let url = ScratchFolder.url.appendingPathComponent("remote-\(UUID().uuidString)")
        var policyFile: URL { url.appendingPathComponent("policy/remote.json") }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// The reports a source made, in order.
    final class Reports: Sendable {
        private let events = Mutex<[RemotePolicySource.Report]>([])
        var all: [RemotePolicySource.Report] { events.withLock { $0 } }
        func add(_ event: RemotePolicySource.Report) { events.withLock { $0.append(event) } }
    }

    static func name(_ contents: PolicyFile.Contents) -> String {
        switch contents {
        case .policy(let policy, _): policy.name
        case .experiment(let experiment): experiment.name
        }
    }

    @Test("Each payload of a sequence is accepted or refused, and the policy in force is the last good one")
    func payloadSequence() throws {
        let folder = Folder()
        let valid = Data(Self.mine.utf8)
        let cases: [(label: String, payload: Data, accepted: Bool, inForce: String)] = [
            ("valid", valid, true, "mine"),
            ("truncated", valid.prefix(valid.count / 2), false, "mine"),
            ("huge", Data(repeating: UInt8(ascii: " "), count: 3_000_000) + valid, false, "mine"),
            (
                "deeply nested",
                Data((String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)).utf8),
                false, "mine"
            ),
            (
                "wrong types", Data(Self.mine.replacingOccurrences(of: #"["processCompleted"]"#, with: "3").utf8),
                false, "mine"
            ),
            ("asks at every check", Data(Self.flood.utf8), false, "mine"),
            ("not UTF-8", Data([0x7B, 0xFF, 0xFE, 0x7D]), false, "mine"),
            ("empty", Data(), false, "mine"),
            (
                "another valid one", Data(Self.mine.replacingOccurrences(of: #""mine""#, with: #""mine2""#).utf8), true,
                "mine2"
            ),
        ]
        // The first launch, offline: nothing kept, the bundled policy.
        #expect(
            Self.name(
                RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile).contents(forVersion: "1.0"))
                == "apple")
        for (label, payload, accepted, inForce) in cases {
            let reports = Reports()
            let arriving = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile, report: reports.add)
            let event = try arriving.receive(payload)
            switch event {
            case .accepted(let name): #expect(accepted && name == inForce, "\(label)")
            case .refused(let problems): #expect(!accepted && !problems.isEmpty, "\(label)")
            }
            #expect(reports.all == [event], "\(label): one event each")
            // The next launch: a new source on the same file.
            let relaunched = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile)
            #expect(Self.name(relaunched.contents(forVersion: "1.0")) == inForce, "\(label)")
        }
    }

    @Test("The kill switch stops every ask at once, saying so, and keeps recording")
    @MainActor
    func killSwitch() throws {
        let folder = Folder()
        let store = DataFactory.makeInMemoryStore()
        let service = ServiceFactory.makeReviewStoreService(store: store)
        let source = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile)
        try source.receive(Data(#"{"format": 2, "name": "off", "enabled": false}"#.utf8))
        let usecase = UsecasesFactory.makeAskForReviewUsecase(
            policy: try source.policy(forInstallIn: service, version: "1.0"), reviewStoreService: service,
            versionService: VersionServiceStub("1.0"))
        try usecase.recordLaunch()
        for _ in 1...10 { _ = try usecase.recordProcess(.completed) }
        let decision = try usecase.recordSystemReviewRequest(after: .processCompleted)
        #expect(!decision.isEligible)
        #expect(decision.unmet.map(\.kind) == [.switchedOff])
        #expect(try usecase.state().facts(of: .processCompleted).count == 10)
        #expect(try usecase.state().requestCount == 0)
    }

    @Test("The article's launch: offline the bundled policy, then the payload, then still the payload offline")
    func articleLaunch() throws {
        let folder = Folder()
        let store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
        let reports = Reports()
        func launch(_ payload: String?) throws -> String {
            try launchPolicy(
                remotePayload: payload.map { Data($0.utf8) }, folder: folder.url, store: store,
                versionService: VersionServiceStub("1.0"), analytics: reports.add
            ).name
        }
        #expect(try launch(nil) == "apple")
        #expect(try launch(Self.mine) == "mine")
        #expect(try launch(Self.flood) == "mine")
        #expect(try launch(nil) == "mine")
        #expect(reports.all.map(\.isRefusal) == [false, true])
    }

    @Test("The flooding payload is refused for each warning it has, unless the app allows them")
    func guidanceBlocks() throws {
        let folder = Folder()
        let strict = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile)
        guard case .refused(let problems) = try strict.receive(Data(Self.flood.utf8)) else {
            Issue.record("accepted")
            return
        }
        #expect(problems.contains { $0.contains("noMinimumInterval") })
        #expect(problems.contains { $0.contains("asksInFirstSession") })
        let lenient = RemotePolicySource(
            bundled: .policy(.apple), fileURL: folder.policyFile,
            allowing: [.noMinimumInterval, .asksInFirstSession, .prePromptReappearsForever])
        #expect(try lenient.receive(Data(Self.flood.utf8)) == .accepted("flood"))
        // A launch whose app allows less refuses the kept payload, sets it aside and uses the bundled one.
        let reports = Reports()
        let stricter = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile, report: reports.add)
        #expect(Self.name(stricter.contents(forVersion: "1.0")) == "apple")
        #expect(reports.all.count == 1)
        #expect(FileManager.default.fileExists(atPath: folder.policyFile.path + ".corrupt-1"))
        #expect(!FileManager.default.fileExists(atPath: folder.policyFile.path))
    }

    @Test(
        "The shipped preset files: refused by default for the warnings they carry, accepted by the article's preset source"
    )
    func shippedPresetFiles() throws {
        for name in ["apple", "fittoday", "searchconsole"] {
            let payload = try Data(
                contentsOf: repositoryRoot.appendingPathComponent("Documentation/Policies/\(name).json"))
            let folder = Folder()
            let strict = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile)
            let preset = try #require(ReviewPolicy.preset(named: name))
            let carried = preset.guidanceWarnings().map(\.code)
            switch try strict.receive(payload) {
            case .refused(let problems):
                #expect(!carried.isEmpty, "\(name): refused with no warning of its own: \(problems)")
                for code in carried { #expect(problems.contains { $0.contains(code.rawValue) }, "\(name): \(code)") }
            case .accepted:
                #expect(carried.isEmpty, "\(name)")
            }
            let source = presetSource(folder: folder.url)
            #expect(try source.receive(payload) == .accepted(preset.name), "\(name)")
            #expect(Self.name(source.contents(forVersion: "1.0")) == preset.name, "\(name): kept and given at launch")
        }
        let codes = Set(ReviewPolicy.presets.flatMap { $0.guidanceWarnings() }.map(\.code))
        #expect(codes == [.noMinimumInterval, .prePromptReappearsForever, .reviewGating], "what the article names")
        #expect(
            try presetSource(folder: Folder().url).receive(Data(Self.flood.utf8))
                != .accepted("flood"),
            "a payload asking in the first session is still refused")
    }

    @Test("A damaged file on disk is set aside and the bundled policy used; the next payload is kept again")
    func damagedFile() throws {
        let folder = Folder()
        let source = RemotePolicySource(bundled: .policy(.fitToday), fileURL: folder.policyFile)
        try source.receive(Data(Self.mine.utf8))
        try Data("{\"format\": 1, \"na".utf8).write(to: folder.policyFile)
        #expect(Self.name(source.contents(forVersion: "1.0")) == "fittoday")
        #expect(FileManager.default.fileExists(atPath: folder.policyFile.path + ".corrupt-1"))
        try source.receive(Data(Self.mine.utf8))
        #expect(Self.name(source.contents(forVersion: "1.0")) == "mine")
    }

    @Test("An experiment payload gives each install its variant, with the assignment")
    func experiment() throws {
        let folder = Folder()
        let experiment = #"""
            {"format": 1, "experiment": "timing", "variants": [
              {"name": "a", "share": 1, "policy": \#(Self.mine.replacingOccurrences(of: "\"format\": 1, ", with: ""))},
              {"name": "b", "share": 1, "policy": \#(Self.mine.replacingOccurrences(of: "\"format\": 1, ", with: "")
                .replacingOccurrences(of: #""mine""#, with: #""other""#))}]}
            """#
        let source = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile)
        #expect(try source.receive(Data(experiment.utf8)) == .accepted("timing"))
        let store = ServiceFactory.makeReviewStoreService(store: DataFactory.makeInMemoryStore())
        let policy = try source.policy(forInstallIn: store, version: "1.0")
        #expect(policy.assignment?.experiment == "timing")
        #expect(try source.policy(forInstallIn: store, version: "1.0").name == policy.name, "stable for the install")
    }

    @MainActor
    @Test("Switching policies keeps every count and every ask of the user")
    func stateSurvivesSwitches() throws {
        let folder = Folder()
        let store = DataFactory.makeInMemoryStore()
        let service = ServiceFactory.makeReviewStoreService(store: store)
        let source = RemotePolicySource(bundled: .policy(.apple), fileURL: folder.policyFile)
        let today = SteppingDate(Date(timeIntervalSinceReferenceDate: 800_000_000))
        func usecase() throws -> any AskForReviewUsecase {
            UsecasesFactory.makeAskForReviewUsecase(
                policy: try source.policy(forInstallIn: service, version: "1.0"), reviewStoreService: service,
                versionService: VersionServiceStub("1.0"), currentDate: today.provider)
        }
        let first = try usecase()
        try first.recordLaunch()
        for _ in 1...4 { _ = try first.recordProcess(.completed) }
        #expect(try first.recordSystemReviewRequest(after: .processCompleted).isEligible)
        let before = try first.state()
        #expect(before.requestCount == 1, "the apple preset asked on the fourth completion")
        for payload in [Self.mine, Self.flood, "{}", Self.mine.replacingOccurrences(of: #""mine""#, with: #""b""#)] {
            try source.receive(Data(payload.utf8))
            #expect(try usecase().state() == before)
        }
        let after = try usecase()
        _ = try after.recordProcess(.completed)
        #expect(try after.state().facts(of: .processCompleted).count == 5)
        #expect(try after.state().requestCount == 1)
    }
}

extension RemotePolicySource.Report {
    /// Whether this is a refusal.
    var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}
