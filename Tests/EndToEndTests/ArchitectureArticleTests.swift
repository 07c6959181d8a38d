import Foundation
import TestSupport
import Testing

/// The "Architecture" article and its picture name real files, the same six in the same order.
@Suite("Architecture article")
struct ArchitectureArticleTests {
    let catalog = repositoryRoot.appendingPathComponent("Sources/AppShell/App/AskForReview/AskForReview.docc")

    /// The `Sources/….swift` paths in `text`, in order of appearance.
    func paths(in text: String) -> [String] {
        text.split(separator: "`").map(String.init).filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }
    }

    /// The files of the article's numbered hops: its "One completed process" before "What a run shows".
    func hops(in article: String) -> [String] {
        let section = article.components(separatedBy: "## One completed process").last ?? ""
        return paths(in: section.components(separatedBy: "### What a run shows").first ?? "")
    }

    @Test("Every hop the article names is a file under Sources, and the picture numbers the same files")
    func hopsExist() throws {
        let article = try String(contentsOf: catalog.appendingPathComponent("Architecture.md"), encoding: .utf8)
        let hops = hops(in: article)
        #expect(hops.count == 6)
        let root = repositoryRoot
        for hop in hops {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(hop).path), "\(hop)")
        }
        let picture = try String(
            contentsOf: catalog.appendingPathComponent("Resources/architecture.svg"), encoding: .utf8)
        // The numbered boxes: `<text id="hopN" …>File.swift</text>`.
        let legend = (1...hops.count).map { number in
            let box = picture.components(separatedBy: "<text id=\"hop\(number)\"").dropFirst().first ?? ""
            return String(box.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        }
        #expect(legend == hops.map { String($0.split(separator: "/").last ?? "") })
    }

    @Test("The block written from a run lists the product's files, each hop marked with its number")
    func runBlockNamesTheHops() throws {
        let article = try String(contentsOf: catalog.appendingPathComponent("Architecture.md"), encoding: .utf8)
        let parts = article.components(separatedBy: "<!-- one-process-trace -->")
        #expect(parts.count == 2, "one block written from the run")
        let run = try #require(parts.last?.components(separatedBy: "<!-- /one-process-trace -->").first)
        let hops = hops(in: article)
        #expect(hops.count == 6)
        let rows = run.split(separator: "\n").filter { $0.hasPrefix("| `") && !$0.hasPrefix("| ---") }
        #expect(rows.count > hops.count, "every file the process executed, not only the hops")
        for (number, hop) in hops.enumerated() {
            let marked = "| `\(hop.dropFirst("Sources/".count))` (hop \(number + 1)) |"
            #expect(rows.contains { $0.hasPrefix(marked) }, "\(marked)")
        }
        #expect(run.contains("evaluated the policy's conditions"))
        #expect(run.contains("files of the product ("))
    }
}
