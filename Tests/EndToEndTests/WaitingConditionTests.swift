import AskForReviewData
import AskForReviewDomain
import Foundation
import Testing

/// A team's condition is evaluated with no lock held: one that takes its time in one process keeps no
/// other process's update waiting, so the command-line tool records beside it instead of giving up
/// after the 3-second wait (exit 75).
@Suite("A condition that takes its time keeps no other process waiting")
struct WaitingConditionTests {
    @Test("While an app's condition waits, the command-line tool records an event: exit 0, both kept")
    func otherProcessRecords() throws {
        let shell = ShellHarness()
        try FileManager.default.createDirectory(
            at: shell.store.deletingLastPathComponent(), withIntermediateDirectories: true)
        let app = Process()
        app.executableURL = BuiltProduct.url(named: "StoreStressWriter")
        app.arguments = ["waiting-condition", shell.store.path]
        let input = Pipe()
        let output = Pipe()
        app.standardInput = input
        app.standardOutput = output
        app.standardError = FileHandle.nullDevice
        try app.run()
        // The app's condition is now being evaluated, and waits for the test's word.
        var said = ""
        while !said.contains("evaluating\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        #expect(said == "evaluating\n")
        let beside = try shell.run(["event", "beside"])
        #expect(beside.code == 0, "not 75: \(beside.error)")
        input.fileHandleForWriting.write(Data("go\n".utf8))
        app.waitUntilExit()
        said += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(app.terminationStatus == 0)
        #expect(said == "evaluating\neligible\neligible\n")
        let state = try StoreableReviewStoreService(store: JSONFileStore(fileURL: shell.store)).loadState()
        #expect(state.facts(of: EventName("beside")).count == 1, "the tool's event is kept")
        #expect(state.facts(of: .processCompleted).count == 1, "and the app's completion")
        #expect(state.systemRequestDates.count == 1, "the app's request, decided on the state with both")
    }
}
