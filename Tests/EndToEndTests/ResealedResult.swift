import Foundation
import Testing

@testable import AppShell

/// A result of `command` whose `section` is `figures`, with their checksum made again: what the
/// command would have written had it printed those figures (a test's edit that a merge must refuse
/// for another reason than the checksum).
func resealedResult(command: String, section: String, _ figures: [String: Any]) throws -> String {
    var figures = figures
    figures[ResultChecksum.key] = nil
    guard case .object(let members) = try #require(JSONValue(parsed: figures)) else {
        throw CocoaError(.coderInvalidValue)
    }
    return JSONValue.object(["command": .string(command), section: ResultChecksum.sealed(members)]).line()
}
