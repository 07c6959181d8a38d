import Foundation
import Testing

@testable import AppShell

/// An interrupt ends a run with 130 only before its output begins: once the run's files are being
/// written, it is ignored, so 130 always means nothing was written.
@Suite("An interrupt after the output began is ignored")
struct InterruptStopTests {
    @Test("Once writing began, an interrupt returns instead of ending the process")
    func ignoredOnceWriting() {
        let state = InterruptStop.State()
        state.beginWriting()
        // Before writing began this would end the test process with 130.
        #expect(state.interrupt(), "the interrupt is ignored")
    }
}
