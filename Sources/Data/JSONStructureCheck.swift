import Foundation

/// What a JSON decoder lets through or cannot explain in a store file: a key given twice in one
/// object (a decoder keeps one of the two silently) and a number no Swift number can hold (a decoder
/// says only that the data is not valid JSON).
///
/// It reads the bytes of content that is JSON in its structure; it does not check the syntax.
enum JSONStructureCheck {
    private enum Container {
        case object(keys: Set<String>, expectsKey: Bool)
        case array
    }

    /// The first key that appears twice in one object, in words, or `nil`.
    static func duplicateKey(in data: Data) -> String? {
        var stack: [Container] = []
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            switch byte {
            case UInt8(ascii: "{"): stack.append(.object(keys: [], expectsKey: true))
            case UInt8(ascii: "["): stack.append(.array)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                if case .object(let keys, _) = stack.last {
                    stack[stack.count - 1] = .object(keys: keys, expectsKey: true)
                }
            case UInt8(ascii: "\""):
                let end = endOfString(in: data, from: index)
                if case .object(var keys, true) = stack.last {
                    let key = text(of: data[index..<end])
                    guard keys.insert(key).inserted else { return "the key \"\(key)\" appears twice in one object" }
                    stack[stack.count - 1] = .object(keys: keys, expectsKey: false)
                }
                index = end
                continue
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The first number that does not fit a 64-bit integer (written without a fraction or exponent)
    /// or a finite `Double`, in words, or `nil`.
    static func numberOutOfRange(in data: Data) -> String? {
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            if byte == UInt8(ascii: "\"") {
                index = endOfString(in: data, from: index)
                continue
            }
            guard byte == UInt8(ascii: "-") || (48...57).contains(byte) else {
                index += 1
                continue
            }
            var end = index
            while end < data.endIndex, "0123456789+-.eE".utf8.contains(data[end]) { end += 1 }
            let token = String(decoding: data[index..<end], as: UTF8.self)
            let isWhole = !token.contains { ".eE".contains($0) }
            if isWhole ? Int(token) == nil : Double(token)?.isFinite != true {
                return "the number \(token) is out of range"
            }
            index = end
        }
        return nil
    }

    /// The index just past the string literal that opens at `start`.
    private static func endOfString(in data: Data, from start: Data.Index) -> Data.Index {
        var index = start + 1
        while index < data.endIndex {
            switch data[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return data.endIndex
    }

    /// The text a string literal (with its quotes) stands for, escapes read.
    private static func text(of literal: Data) -> String {
        guard literal.contains(UInt8(ascii: "\\")) else {
            return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
        }
        return (try? JSONDecoder().decode(String.self, from: literal)) ?? String(decoding: literal, as: UTF8.self)
    }
}
