import AskForReviewData
import AskForReviewDomain
import AskForReviewPolicyFiles
import Foundation
import Synchronization
import Testing

@Suite("The remote policy source's file: only a file it owns, never through a link")
struct RemotePolicyFileTests {
    static let payload = Data(
        #"{"format": 1, "name": "mine", "moments": ["processCompleted"], "conditions": [{"minimumSessions": {"count": 3}}, {"minimumTimeElapsed": {"since": "lastRequest", "duration": "30d"}}]}"#
            .utf8)

    @Test("A link, a folder or a device at the path is refused on receive and read as nothing kept; nothing is touched")
    func notAFileOfItsOwn() throws {
        let folder = TemporaryFolder()
        let target = folder.file("target.json")
        try Data("keep me".utf8).write(to: target)
        let link = folder.file("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let subfolder = folder.file("folder.json")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: false)
        for path in [link, subfolder, URL(fileURLWithPath: "/dev/null")] {
            let before = try listing(folder.url)
            let reports = Mutex<[RemotePolicySource.Report]>([])
            let source = RemotePolicySource(
                bundled: .policy(.apple), fileURL: path, report: { event in reports.withLock { $0.append(event) } })
            #expect(throws: StoreError.self, "\(path.path)") { try source.receive(Self.payload) }
            guard case .policy(let policy, _) = source.contents(forVersion: "1.0") else {
                Issue.record("an experiment")
                continue
            }
            #expect(policy.name == "apple", "the bundled policy")
            #expect(reports.withLock { $0.count } == 1, "the unreadable path is reported once, at launch")
            #expect(try listing(folder.url) == before, "nothing created, moved or removed")
        }
        #expect(try Data(contentsOf: target) == Data("keep me".utf8), "a link is never followed")
    }

    @Test("The kept file is the payload byte for byte, mode 0600")
    func keptAsReceived() throws {
        let folder = TemporaryFolder()
        let file = folder.file("policy/remote.json")
        try RemotePolicySource(bundled: .policy(.apple), fileURL: file).receive(Self.payload)
        #expect(try Data(contentsOf: file) == Self.payload)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}
