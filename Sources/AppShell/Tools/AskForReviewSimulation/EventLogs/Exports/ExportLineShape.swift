import Foundation

/// The shape of a line of an export that ``ExportLineScanner`` read: its bytes outside its scalar
/// values (its keys, its punctuation, its spacing) and what each value is kept as (which path's, and
/// whether an object was looked for there). An export writes line after line of one shape, so a line of a shape
/// seen before is read by comparing those bytes (as the C library's `memcmp` compares them) and reading
/// only its values: it is valid exactly when each value is, since a string, a number or a literal in place
/// of another leaves the keys, the nesting and the UTF-8 as the scanner checked them.
struct ExportLineShape {
    /// The bytes between the line's values, one run after another.
    private let constant: [UInt8]
    /// The line's values, in order.
    private let values: [Value]
    /// Where the bytes after the last value lie in ``constant``.
    private let last: Range<Int>

    /// A value of a line as the scanner found it: where it lies (a string with its quotes), the path
    /// it is kept as (or -1), and whether an object was looked for there.
    struct Scalar {
        var bytes: Range<Int>
        var path: Int
        var expectsObject: Bool
    }

    /// A value of the shape: where the bytes before it lie in ``constant``, and what it is kept as.
    private struct Value {
        let before: Range<Int>
        let path: Int
        let expectsObject: Bool
    }

    /// The shape of `line`, whose values the scanner found are `scalars`.
    init(_ line: UnsafeBufferPointer<UInt8>, scalars: UnsafeBufferPointer<Scalar>) {
        var constant: [UInt8] = []
        var values: [Value] = []
        var end = 0
        for scalar in scalars {
            let start = constant.count
            constant += line[end..<scalar.bytes.lowerBound]
            values.append(
                Value(
                    before: start..<constant.count, path: scalar.path, expectsObject: scalar.expectsObject))
            end = scalar.bytes.upperBound
        }
        let start = constant.count
        constant += line[end...]
        last = start..<constant.count
        self.constant = constant
        self.values = values
    }

    /// Finds the values of `line` into `found` (by path number), when the line has this shape and its
    /// every value is valid; `false` otherwise (`found` then says nothing).
    /// With `checkingEndFirst`, the line's end is looked at first (``endsAsThisShape(_:_:)``): worth it
    /// only when the line may be of another shape kept.
    func read(
        _ line: UnsafeBufferPointer<UInt8>, into found: UnsafeMutableBufferPointer<Range<Int>?>,
        checkingEndFirst: Bool = false
    ) -> Bool {
        constant.withUnsafeBufferPointer { constant in
            if checkingEndFirst, !endsAsThisShape(line, constant) { return false }
            var index = 0
            for value in values {
                guard Self.same(line, at: index, constant, value.before) else { return false }
                index += value.before.count
                guard
                    let kept = ExportLineScanner.scalar(
                        in: line, at: &index, expectsObject: value.expectsObject, kept: value.path >= 0)
                else { return false }
                if value.path >= 0 { found[value.path] = kept }
            }
            return Self.same(line, at: index, constant, last) && index + last.count == line.count
        }
    }

    /// Whether `line` may be of this shape by its end: its last bytes this shape's after its last
    /// value, and before that value (found backwards: a number's or a literal's characters, or a string
    /// from its closing quote to the quote before it) the bytes this shape has there. Two shapes an
    /// export alternates between (a session's line with one more key) differ most often there, so a
    /// line of the other shape is told at once rather than after all its values are read. A line this
    /// says no of is only scanned afresh (an escaped quote in that last string), never misread.
    private func endsAsThisShape(_ line: UnsafeBufferPointer<UInt8>, _ constant: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let lastValue = values.last else { return true }
        let end = line.count - last.count
        guard end > 0, Self.same(line, at: end, constant, last) else { return false }
        var start = end - 1
        if line[start] == UInt8(ascii: "\"") {
            start -= 1
            while start >= 0, line[start] != UInt8(ascii: "\"") { start -= 1 }
        } else {
            while start >= 0, Self.isNumberOrLiteral(line[start]) { start -= 1 }
            start += 1
        }
        let before = lastValue.before
        return start >= before.count && Self.same(line, at: start - before.count, constant, before)
    }

    /// Whether `byte` may be in a number or in `true`, `false` or `null`.
    @inline(__always)
    private static func isNumberOrLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "."),
            UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// Whether `line` holds the bytes `range` of `constant` at `index`.
    @inline(__always)
    private static func same(
        _ line: UnsafeBufferPointer<UInt8>, at index: Int, _ constant: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Bool {
        guard index + range.count <= line.count else { return false }
        guard let lineBase = line.baseAddress, let constantBase = constant.baseAddress else { return range.isEmpty }
        return memcmp(lineBase + index, constantBase + range.lowerBound, range.count) == 0
    }
}
