import Foundation
import TestSupport
import Testing

/// The "Architecture" article and its picture name real files, the same six in the same order.
@Suite("Architecture article")
struct ArchitectureArticleTests {
    let catalog = repositoryRoot.appendingPathComponent("Sources/AppShell/AskForReview/AskForReview.docc")

    /// The `Sources/….swift` paths in `text`, in order of appearance.
    func paths(in text: String) -> [String] {
        text.split(separator: "`").map(String.init).filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }
    }

    @Test("Every hop the article names is a file under Sources, and the picture numbers the same files")
    func hopsExist() throws {
        let article = try String(contentsOf: catalog.appendingPathComponent("Architecture.md"), encoding: .utf8)
        let hops = paths(in: article)
        #expect(hops.count == 6)
        let root = repositoryRoot
        for hop in hops {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(hop).path), "\(hop)")
        }
        let picture = try String(
            contentsOf: catalog.appendingPathComponent("Resources/architecture.svg"), encoding: .utf8)
        // The legend's lines: "<tspan …>N</tspan>  File.swift — …".
        let legend = picture.components(separatedBy: "</tspan>  ").dropFirst().map {
            String($0.prefix { $0 != " " })
        }
        #expect(legend == hops.map { String($0.split(separator: "/").last ?? "") })
    }
}
