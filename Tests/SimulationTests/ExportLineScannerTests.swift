import AskForReviewSimulation
import Foundation
import TestSupport
import Testing

/// An export's line read straight from its bytes gives what the strict reader's tree of values gives:
/// the same event, or the same problem, for lines of every vendor in their shapes and in shapes no
/// vendor writes.
@Suite("An export line read straight from its bytes reads as the strict reader reads it")
struct ExportLineScannerTests {
    /// A line's values at its format's key paths, and the roles they play.
    struct Field {
        let path: [String]
        let values: [String]
    }

    static let times = [
        #""1714557600000000""#, "1714557600000000", "1714557600", "1714557600123", #""1714557600""#,
        #""2024-05-01T10:00:00Z""#, #""2024-05-01 10:00:00.123000""#, #""2024-05-01T10:00:00.5+02:00""#,
        #""2024-05-01 10:00:00""#, "1.7145576e15", #""0x1p50""#, #""+1714557600""#, "-1", #""""#, "null",
    ]
    static let users = [
        #""user-1""#, #""9f86d081884c7d659a2feaa0c55ad015""#, #""us\u0065r""#, "\"é\"", #""""#, "42", "null", "{}",
    ]
    static let names = [
        #""session_start""#, #""first_open""#, #""process_completed""#, #""Export Done""#, #""$ae_session""#,
        #""Application Opened""#, #""[Amplitude] Start Session""#, #""launch""#, #""a\u0062""#, "\"été\"",
        #""""#, #""user_engagement""#, "7",
    ]
    /// `times` with `first` first: the form a vendor writes.
    static func times(_ first: String) -> [String] { [first] + times }
    static let versions = [#""1.0""#, #""2.3.1""#, "3", "null", #""""#, #""v\/2""#]
    static let platforms = [#""IOS""#, #""iOS""#, #""Android""#, #""web""#, #""Mac OS X""#, #""i\u004fS""#]

    /// Each vendor's fields, by its documented paths.
    static let vendors: [(format: ExportFormat, fields: [Field])] = [
        (
            .firebase,
            [
                Field(path: ["user_pseudo_id"], values: users), Field(path: ["event_timestamp"], values: times),
                Field(path: ["event_name"], values: names), Field(path: ["app_info", "version"], values: versions),
                Field(path: ["app_info", "id"], values: [#""com.example""#, #""com.example.uat""#]),
                Field(path: ["platform"], values: platforms),
                Field(path: ["user_first_touch_timestamp"], values: times),
            ]
        ),
        (
            .amplitude,
            [
                Field(path: ["device_id"], values: users), Field(path: ["user_id"], values: users),
                Field(path: ["event_time"], values: times(#""2024-05-01 10:00:00.123000""#)),
                Field(path: ["event_type"], values: names),
                Field(path: ["version_name"], values: versions), Field(path: ["platform"], values: platforms),
            ]
        ),
        (
            .mixpanel,
            [
                Field(path: ["event"], values: names), Field(path: ["properties", "distinct_id"], values: users),
                Field(path: ["properties", "$device_id"], values: users),
                Field(path: ["properties", "time"], values: times("1714557600")),
                Field(path: ["properties", "$ae_session_length"], values: ["60", #""90.5""#, "-5", "1e2", "86401"]),
                Field(path: ["properties", "$os"], values: platforms),
            ]
        ),
        (
            .segment,
            [
                Field(path: ["type"], values: [#""track""#, #""identify""#, #""tr\u0061ck""#]),
                Field(path: ["anonymousId"], values: users), Field(path: ["event"], values: names),
                Field(path: ["timestamp"], values: times(#""2024-05-01T10:00:00.000Z""#)),
                Field(path: ["context", "app", "version"], values: versions),
                Field(path: ["context", "os", "name"], values: platforms),
            ]
        ),
        (
            .posthog,
            [
                Field(path: ["distinct_id"], values: users), Field(path: ["event"], values: names),
                Field(path: ["timestamp"], values: times(#""2024-05-01 10:00:00""#)),
                Field(path: ["properties", "$app_version"], values: versions),
                Field(path: ["properties", "$os"], values: platforms),
            ]
        ),
    ]

    /// Values of members no format reads, of every kind: valid JSON.
    static let junk: [[UInt8]] =
        [
            "0", "-0.5", "1e3", "true", "false", "null", #""plain""#, #""tab\tnew\nquote\" slash\/ back\\""#,
            #""caf\u00e9 \ud83d\ude00""#, "\"raw é ünïcode\"", #""{\"a\":1}""#, "[]", "{}",
            #"[{"key":"ga_session_id","value":{"int_value":"1714557600"}},{"key":"x","value":{"double_value":1.5}}]"#,
            #"{"a":{"b":[1,2,{"c":null}]},"d":"e"}"#, #"{"k\u0065y":1}"#,
            String(repeating: "[", count: 20) + String(repeating: "]", count: 20),
        ].map { Array($0.utf8) }
        // Nested as deep as the strict reader allows, or a level deeper, wherever they fall.
        + (29...31).map { Array((String(repeating: "[", count: $0) + String(repeating: "]", count: $0)).utf8) }
    /// Values of members no format reads that are not valid JSON (or that the strict reader refuses).
    static let invalidJunk: [[UInt8]] =
        [
            "1E+400", "01", "1.", "-", "tru", #""lone \ud800""#, #""low \udc00 first""#, #""bad \x escape""#,
            "\"ctrl \u{01} char\"", #"{"a":1,"a":2}"#, "[1,]", "{\"a\" 1}",
            String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
        ].map { Array($0.utf8) } + [
            [0x22, 0x61, 0xFF, 0x22], [0x22, 0xC3, 0x28, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
        ]

    /// A random line of `fields`: most of them with a value of their own, members no format reads
    /// among them, and now and then a mistake. With `oneShape`, every field in order after one fixed
    /// member, each with a value of its own or now and then of any kind, and nothing else varies: lines
    /// of one shape.
    static func line(_ fields: [Field], oneShape: Bool = false, using random: inout SeededGenerator) -> [UInt8] {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
        // The members of each object by its path, in the order they come.
        var objects: [[String]: [(key: String, value: [UInt8])]] = [[]: []]
        var order: [[String]] = [[]]
        func add(_ path: [String], _ value: [UInt8]) {
            for depth in 1..<path.count where objects[Array(path.prefix(depth))] == nil {
                objects[Array(path.prefix(depth))] = []
                order.append(Array(path.prefix(depth)))
                objects[Array(path.prefix(depth - 1)), default: []].append((path[depth - 1], []))
            }
            objects[Array(path.dropLast()), default: []].append((path[path.count - 1], value))
        }
        if oneShape {
            add(["event_params"], junk[13])
            let anyValue = fields.flatMap(\.values).map { Array($0.utf8) } + junk + invalidJunk
            for field in fields {
                // Mostly the value a vendor writes, else one of the field's, now and then one of any kind.
                let draw = Int.random(in: 0..<8, using: &random)
                add(
                    field.path,
                    draw > 1 ? Array(field.values[0].utf8) : draw > 0 ? Array(pick(field.values).utf8) : pick(anyValue))
            }
        }
        // A field's first value is one the format reads: most lines are events.
        for field in fields where !oneShape && Int.random(in: 0..<8, using: &random) > 0 {
            add(
                field.path,
                Array((Int.random(in: 0..<3, using: &random) > 0 ? field.values[0] : pick(field.values)).utf8))
        }
        for _ in 0..<(oneShape ? 0 : Int.random(in: 0...3, using: &random)) {
            let value = Int.random(in: 0..<10, using: &random) == 0 ? pick(invalidJunk) : pick(junk)
            add([pick(["extra", "device", "geo", "properties", "app_info"]), pick(["a", "b", "id", "$os"])], value)
            if Bool.random(using: &random) { add([pick(["event_params", "items", "context", "x"])], pick(junk)) }
        }
        if !oneShape, Int.random(in: 0..<20, using: &random) == 0, let field = fields.randomElement(using: &random) {
            add(field.path, Array(pick(field.values).utf8))  // a key given twice
        }
        /// The object at `path`, now and then written as a string of its JSON (as PostHog's batch
        /// exports write `properties`) or replaced by a string.
        func object(_ path: [String]) -> [UInt8] {
            let draw = Int.random(in: 0..<12, using: &random)
            if draw == 0 { return Array(#""plain""#.utf8) }
            guard draw == 1 else { return text(path) }
            let escaped = text(path).flatMap { $0 == 0x22 || $0 == 0x5C ? [0x5C, $0] : [$0] }
            return [0x22] + escaped + [0x22]
        }
        func text(_ path: [String]) -> [UInt8] {
            let members = (objects[path] ?? []).map { member in
                Array("\"\(member.key)\"\(oneShape ? "" : pick(["", " "])):".utf8)
                    + (member.value.isEmpty ? object(path + [member.key]) : member.value)
            }
            var joined: [UInt8] = [UInt8(ascii: "{")]
            for (index, member) in members.enumerated() {
                if index > 0 { joined.append(UInt8(ascii: ",")) }
                joined += member
            }
            return joined + [UInt8(ascii: "}")]
        }
        // A line of one shape now and then ends early or goes on after its object.
        if oneShape {
            let line = text([])
            switch Int.random(in: 0..<20, using: &random) {
            case 0: return Array(line.prefix(Int.random(in: 0..<line.count, using: &random)))
            case 1: return line + Array(pick([" ", "x", ",", "}", " {}"]).utf8)
            default: return line
            }
        }
        var line = Array(pick(["", " ", "\t"]).utf8) + text([]) + Array(pick(["", " ", "\r"]).utf8)
        if Int.random(in: 0..<20, using: &random) == 0 {
            line = Array(line.prefix(Int.random(in: 0...line.count, using: &random)))
        } else if Int.random(in: 0..<20, using: &random) == 0, !line.isEmpty {
            line[Int.random(in: 0..<line.count, using: &random)] = pick([0x00, 0x22, 0x5C, 0x7B, 0x2C, 0xFF, 0x20])
        }
        return line
    }

    @Test("On random lines of every vendor, the bytes read give the strict reader's event or problem")
    func sameAsStrict() {
        var random = SeededGenerator.recordingSeed(for: "export lines")
        let count = LongTests.count(quick: 400, long: 4_000)
        for (format, fields) in Self.vendors {
            var (scanned, strict) = (ExportLineReader(format), ExportLineReader(format, scansBytes: false))
            var (events, strictOnly) = (0, 0)
            for number in 1...count {
                let line = Self.line(fields, using: &random)
                let before = scanned.linesScanned
                let fast = Result { () throws(EventLogError) in try scanned.read(line[...], number: number) }
                    .map { $0.withEventIDText(from: line[...]) }
                let reference = Result { () throws(EventLogError) in try strict.read(line[...], number: number) }
                #expect(fast == reference, "\(format.name): \(String(decoding: line, as: UTF8.self))")
                if case .success(let read) = reference, read.event != nil {
                    events += 1
                    if scanned.linesScanned == before { strictOnly += 1 }
                }
            }
            // Most lines are read from their bytes; some events are left to the strict reader (an escape
            // in a value read, an object written as a string).
            #expect(
                scanned.linesScanned > count * 3 / 20 && events > count / 10 && strictOnly > count / 200,
                "\(format.name): \(scanned.linesScanned) scanned, \(events) events, \(strictOnly) read strictly")
        }
    }

    @Test("Lines of one shape, their values of every kind, read as the strict reader reads them")
    func sameShapeAsStrict() {
        var random = SeededGenerator.recordingSeed(for: "export lines of one shape")
        let count = LongTests.count(quick: 400, long: 3_000)
        for (format, fields) in Self.vendors {
            var (scanned, strict) = (ExportLineReader(format), ExportLineReader(format, scansBytes: false))
            var events = 0
            for number in 1...count {
                let line = Self.line(fields, oneShape: true, using: &random)
                let fast = Result { () throws(EventLogError) in try scanned.read(line[...], number: number) }
                    .map { $0.withEventIDText(from: line[...]) }
                let reference = Result { () throws(EventLogError) in try strict.read(line[...], number: number) }
                #expect(fast == reference, "\(format.name): \(String(decoding: line, as: UTF8.self))")
                if case .success(let read) = reference, read.event != nil { events += 1 }
            }
            // Most lines are read as lines of a shape seen before.
            #expect(
                scanned.linesOfKnownShape > count / 3 && events > count / 10,
                "\(format.name): \(scanned.linesOfKnownShape) of a known shape, \(events) events")
        }
    }

    @Test("A PostHog line whose properties are a string of JSON reads as the object it writes")
    func propertiesAsString() {
        let line = Array(
            #"{"event":"Application Opened","distinct_id":"d-1","timestamp":"2024-05-01 10:00:00","properties":"{\"$app_version\":\"2.3\",\"$os\":\"iOS\"}"}"#
                .utf8)
        var reader = ExportLineReader(.posthog)
        let read: ExportLineReader.Line
        do {
            read = try reader.read(line[...], number: 1)
        } catch {
            Issue.record("not read: \(error)")
            return
        }
        #expect(read.event?.version == "2.3")
        #expect(reader.linesScanned == 0)
    }
}
