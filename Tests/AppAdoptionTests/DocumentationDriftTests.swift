import Foundation
import Testing

/// Every Swift code block of the README, the documents in `Documentation` and `Benchmarks`, and the
/// DocC articles is the exact text of code that is compiled where an app stands: a test of
/// `Tests/AppAdoptionTests` or `Tests/ScenarioTests` (which `swift test` runs, and
/// `Scripts/consumer-check` compiles again in a package of its own, on the public API alone), the
/// consumer package in `.ci/consumer`, or an Apple-only snippet in `.ci/snippets` (which
/// `.ci/typecheck-apple` type-checks as a module outside the package). A block's `import` lines are left out of the comparison, and it may stand indented
/// as a whole (inside a function). When an example drifts from the code, this test names it.
/// `Scripts/snippets-alone` compiles each block again alone, with only the imports it shows (a
/// fragment inside the context in `.ci/fragments` its fence names).
@Suite("Documentation examples")
struct DocumentationDriftTests {
    static let root = repositoryRoot

    /// The documents whose Swift blocks must compile.
    static func documents() -> [URL] {
        let fixed = ["README.md", "Documentation/CLI.md", "Benchmarks/README.md"].map {
            root.appendingPathComponent($0)
        }
        let articles = files(under: "Sources", suffix: ".md").filter { $0.path.contains(".docc/") }
        return fixed.filter { FileManager.default.fileExists(atPath: $0.path) } + articles
    }

    /// The compiled sources examples may come from.
    static func compiledSources() -> [URL] {
        ["Tests/AppAdoptionTests", "Tests/ScenarioTests", ".ci/snippets", ".ci/consumer"]
            .flatMap { files(under: $0, suffix: ".swift") }
            .filter { $0.lastPathComponent != "DocumentationDriftTests.swift" }
    }

    static func files(under folder: String, suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(suffix) }.sorted().map { base.appendingPathComponent($0) }
    }

    /// The Swift blocks of `text`, each as its lines without imports and without the blank lines
    /// around them.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" || trimmed.hasPrefix("```swift,") {
                current = []
            } else if let lines = current, trimmed == "```" {
                let code = lines.filter { !$0.hasPrefix("import ") && !$0.hasPrefix("public import ") }
                blocks.append(Array(code.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `block` is declarations a reader pastes at the top of a file: it opens with a doc
    /// comment (statements a reader pastes into a function of their own open with code or `//`).
    static func isFileScope(_ block: [String]) -> Bool {
        block.first?.hasPrefix("///") == true
    }

    /// Whether `block` stands in `source`'s lines, every line under one indentation: none for
    /// declarations a reader pastes at the top of a file, so that they compile there.
    static func contains(_ source: [String], _ block: [String]) -> Bool {
        guard let first = block.first, !first.isEmpty else { return block.isEmpty }
        for (start, line) in source.enumerated() where line.hasSuffix(first) {
            let indent = String(line.dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }), start + block.count <= source.count else { continue }
            guard indent.isEmpty || !isFileScope(block) else { continue }
            let matches = block.indices.allSatisfy { offset in
                let expected = block[offset].isEmpty ? "" : indent + block[offset]
                return source[start + offset] == expected
            }
            if matches { return true }
        }
        return false
    }

    @Test("Every Swift block in the documents is compiled code, word for word")
    func everyBlockIsCompiled() throws {
        let sources = try Self.compiledSources().map {
            try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n")
        }
        var checked = 0
        for document in Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) where !block.isEmpty {
                checked += 1
                let name = document.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                #expect(
                    sources.contains { Self.contains($0, block) },
                    "\(name): the block starting \"\(block[0])\" is not in any compiled source")
            }
        }
        #expect(checked >= 10)
    }

    @Test("The README names each catalog's articles beside that catalog's path, not another's")
    func readmeListsArticlesWhereTheyAre() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let articles = Self.files(under: "Sources", suffix: ".md").filter {
            $0.path.contains(".docc/") && !$0.path.contains("/Extensions/")
        }
        var titlesByCatalog: [String: [String]] = [:]
        for article in articles {
            let title = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")[0]
            guard !title.contains("``") else { continue }  // a module's landing page
            let catalog = article.deletingLastPathComponent().path.replacingOccurrences(
                of: Self.root.path + "/", with: "")
            let words = title.dropFirst(2).split(separator: " ")
            let key = words.prefix(words.first == "The" ? 2 : 1).joined(separator: " ")
            titlesByCatalog[catalog, default: []].append(key)
        }
        #expect(titlesByCatalog.count >= 6)
        for (catalog, keys) in titlesByCatalog {
            let parts = readme.components(separatedBy: "`\(catalog)`")
            #expect(parts.count == 2, "the README names \(catalog) once")
            guard parts.count == 2 else { continue }
            let listed = parts[1].components(separatedBy: "`Sources/")[0]
            for key in keys { #expect(listed.contains(key), "the README lists \"\(key)…\" beside \(catalog)") }
        }
    }

    @Test("Every Swift fence is plain or names a fragment's context in .ci/fragments; none wraps lines")
    func fencesArePlainOrFragments() throws {
        var fragments = 0
        for document in Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            let fences = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("```swift") }
            for fence in fences where fence != "```swift" {
                let context = fence.components(separatedBy: "```swift, fragment=").last ?? ""
                let file = Self.root.appendingPathComponent(".ci/fragments/\(context).swift")
                #expect(
                    fence.hasPrefix("```swift, fragment=") && FileManager.default.fileExists(atPath: file.path),
                    "\(document.lastPathComponent): \(fence)")
                fragments += 1
            }
        }
        #expect(fragments >= 1)
    }

    @Test("The block finder sees a changed line, a missing line and another indentation")
    func finderCatchesDrift() {
        let source = ["func f() {", "    let a = 1", "", "    print(a)", "}"]
        #expect(Self.contains(source, ["let a = 1", "", "print(a)"]))
        #expect(!Self.contains(source, ["let a = 2", "", "print(a)"]))
        #expect(!Self.contains(source, ["let a = 1", "print(a)"]))
        #expect(!Self.contains(["    let a = 1", "  print(a)"], ["let a = 1", "print(a)"]))
        #expect(
            !Self.contains(source, ["/// A.", "let a = 1"].map { $0 })
                && !Self.contains(["    /// A.", "    let a = 1"], ["/// A.", "let a = 1"]),
            "declarations stand at file scope")
        #expect(Self.contains(["/// A.", "let a = 1"], ["/// A.", "let a = 1"]))
        #expect(Self.swiftBlocks(in: "x\n```swift\nimport A\n\nlet b = 1\n```\n```sh\nls\n```") == [["let b = 1"]])
        #expect(Self.swiftBlocks(in: "```swift, fragment=usecase\nlet c = 2\n```") == [["let c = 2"]])
    }
}
