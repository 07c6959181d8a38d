import AskForReviewDomain
import Foundation

/// The texts a log's lines repeat, each made once from its bytes: the event names named so far (a log
/// names a few events millions of times, and checking a name again on every line was a tenth of a
/// replay), and the user id and app version of the line before (a user's every line names them).
struct LineTextCache {
    /// The names seen, with their bytes and what each is to a replay; at most ``capacity`` of them (a
    /// log of more names checks the rest on every line).
    private var names: [(bytes: [UInt8], name: EventName, kind: LoggedEvent.Kind)] = []
    private static let capacity = 64
    /// The user id and the version the line before named, with their bytes.
    private var user: (bytes: [UInt8], text: String) = ([], "")
    private var version: (bytes: [UInt8], text: String) = ([], "")

    /// The event name `bytes` spell, checked, and what it is to a replay (each worked out once for
    /// each name kept), or `nil` when they spell none.
    mutating func name(_ bytes: some Collection<UInt8>) -> (name: EventName, kind: LoggedEvent.Kind)? {
        for entry in names where entry.bytes.count == bytes.count && entry.bytes.elementsEqual(bytes) {
            return (entry.name, entry.kind)
        }
        guard let name = try? EventName(String(decoding: bytes, as: UTF8.self)) else { return nil }
        let kind = LoggedEvent.Kind(name)
        if names.count < Self.capacity { names.append((Array(bytes), name, kind)) }
        return (name, kind)
    }

    /// The user id `bytes` spell: the line before's, when it spelled the same.
    mutating func user(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        Self.text(bytes, keptIn: &user)
    }

    /// The version `bytes` spell: the line before's, when it spelled the same.
    mutating func version(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        Self.text(bytes, keptIn: &version)
    }

    /// The text `bytes` spell: `kept`'s when its bytes are the same, else a new one, kept instead.
    private static func text(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, keptIn kept: inout (bytes: [UInt8], text: String)
    ) -> String {
        let same =
            bytes.count == kept.bytes.count
            && kept.bytes.withUnsafeBufferPointer { keptBytes in
                guard let start = bytes.base.baseAddress, let other = keptBytes.baseAddress else {
                    return bytes.isEmpty
                }
                return memcmp(start + bytes.startIndex, other, bytes.count) == 0
            }
        if same { return kept.text }
        kept = (Array(bytes), String(decoding: bytes, as: UTF8.self))
        return kept.text
    }
}
