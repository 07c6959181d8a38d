import AskForReviewDomain
import AskForReviewSimulation
import Testing

@Suite("Preset catalog")
struct PresetCatalogTests {
    @Test("Each preset is found by its name, spelled exactly")
    func names() {
        #expect(PresetCatalog.names.compactMap { PresetCatalog.policy(named: $0)?.name } == PresetCatalog.names)
        #expect(PresetCatalog.policy(named: "Apple") == nil)
    }
}
