import Foundation

/// The repository's root folder (where `Package.swift` is).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The Swift code block number `block` (the first by default) of the DocC article at `articlePath`
/// (from the package root), without its imports: what a test compares, word for word, with the
/// source file that runs it.
func articleExample(_ articlePath: String, block: Int = 0) throws -> String {
    let article = try String(contentsOf: repositoryRoot.appendingPathComponent(articlePath), encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift").dropFirst().map { $0.drop { $0 != "\n" }.dropFirst() }
    let text = blocks.dropFirst(block).first ?? ""
    let code = text.components(separatedBy: "```").first ?? ""
    return code.components(separatedBy: "\n").drop { $0.hasPrefix("import ") || $0.isEmpty }
        .joined(separator: "\n")
}

/// The text of the source file that calls this.
func sourceOfThisFile(_ filePath: String = #filePath) throws -> String {
    try String(contentsOf: URL(fileURLWithPath: filePath), encoding: .utf8)
}
