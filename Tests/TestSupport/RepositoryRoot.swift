public import Foundation

/// The repository's root folder (where `Package.swift` is), for tests that read its documents and
/// data files.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
