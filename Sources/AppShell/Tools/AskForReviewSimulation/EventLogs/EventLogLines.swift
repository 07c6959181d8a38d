import Foundation

/// Splits an event log's bytes, as they arrive in chunks, into numbered lines: each line without its
/// newline (and without a carriage return before it), the last one whether or not a newline ends it.
struct EventLogLines {
    /// The longest line read, in bytes, not counting its newline or a carriage return before it:
    /// 1,000,000, a hundred times an export's longest real rows (a Google Analytics purchase of a
    /// dozen items is 10 KB), and within what the strict reader of policy files reads (1 MiB), which
    /// reads an export's line as the member of an object; a longer one is a problem, and is skipped
    /// without being kept, so a line never holds more memory.
    static let maximumLineBytes = 1_000_000

    /// The bytes of the line being read that arrived in earlier chunks.
    private var pending: [UInt8] = []
    /// Whether the line being read is already too long (its bytes are dropped until its newline).
    private var overlong = false
    /// The number of the line being read, from 1.
    private(set) var lineNumber: Int

    /// Lines numbered from `firstLine`: 1 for a whole log, more for a part of one.
    init(firstLine: Int = 1) {
        lineNumber = firstLine
    }

    /// What one line of the log is: its bytes, or a problem with it.
    enum Line {
        case text(ArraySlice<UInt8>)
        case tooLong
    }

    /// Gives `body` each line that `chunk` completes, with its number.
    mutating func read(_ chunk: [UInt8], _ body: (Int, Line) -> Void) {
        var start = chunk.startIndex
        while let newline = Self.newline(in: chunk, from: start) {
            finishLine(chunk[start..<newline], body)
            start = newline + 1
        }
        guard start < chunk.endIndex else { return }
        if overlong { return }
        pending.append(contentsOf: chunk[start...])
        // One byte more may be the carriage return of a line that ends in CRLF.
        if pending.count > Self.maximumLineBytes + 1 {
            overlong = true
            pending = []
        }
    }

    /// The index of the first newline of `chunk` from `start`, found by the C library's `memchr`: a
    /// search byte by byte was a twelfth of a replay.
    private static func newline(in chunk: [UInt8], from start: Int) -> Int? {
        guard start < chunk.endIndex else { return nil }
        return chunk.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, buffer.count - start) else {
                return nil
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Gives `body` the last line, when the log does not end with a newline.
    mutating func finish(_ body: (Int, Line) -> Void) {
        guard overlong || !pending.isEmpty else { return }
        finishLine([], body)
    }

    private mutating func finishLine(_ tail: ArraySlice<UInt8>, _ body: (Int, Line) -> Void) {
        defer {
            lineNumber += 1
            overlong = false
        }
        let endsInReturn = (tail.last ?? pending.last) == UInt8(ascii: "\r")
        if overlong || pending.count + tail.count - (endsInReturn ? 1 : 0) > Self.maximumLineBytes {
            pending = []
            body(lineNumber, .tooLong)
            return
        }
        var line = tail
        if !pending.isEmpty {
            pending.append(contentsOf: tail)
            line = pending[...]
            pending = []
        }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        body(lineNumber, .text(line))
    }
}
