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
    func read(_ line: UnsafeBufferPointer<UInt8>, into found: UnsafeMutableBufferPointer<Range<Int>?>) -> Bool {
        constant.withUnsafeBufferPointer { constant in
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
