/// The key paths an ``ExportFormat`` reads, each numbered once, and the tree of their keys that a
/// line's bytes are matched against (``ExportLineScanner``): what each of the format's fields is, as
/// a number a line's values are kept by.
struct ExportKeyPaths {
    /// The paths, by number.
    let paths: [[String]]
    /// The tree of the paths' keys: node 0 is a line's object; each node lists the keys read in the
    /// object at its place (``Key``), its keys the range of ``keys`` at its number, their bytes in
    /// ``keyBytes``.
    let nodes: [Range<Int>]
    /// The keys of every node, node after node.
    let keys: [Key]
    /// The bytes of every key, one after another.
    let keyBytes: [UInt8]
    /// The numbers of the format's fields' paths.
    let users: [Int]
    let time: Int
    let event: Int
    let versions: [Int]
    let installTime: Int?
    let only: Int?
    let sessionLength: Int?
    let platform: [Int]
    let library: [Int]
    let app: Int?
    let eventIDs: [Int]

    /// A key of a node of the tree.
    struct Key {
        /// Where the key's UTF-8 bytes lie in ``ExportKeyPaths/keyBytes``.
        var bytes: Range<Int>
        /// The key's first eight bytes (fewer for a shorter key, the rest zero), as one word.
        var prefix: UInt64
        /// The node of the object under the key, when a path goes on past it, else -1.
        var node: Int
        /// The number of the path that ends at the key, when one does, else -1.
        var path: Int
    }

    init(_ format: ExportFormat) {
        var paths: [[String]] = []
        var nodes: [[(bytes: [UInt8], node: Int?, path: Int?)]] = [[]]
        /// The number of `path`, added to the paths and the tree when it is new.
        func number(_ path: [String]) -> Int {
            if let known = paths.firstIndex(of: path) { return known }
            paths.append(path)
            var node = 0
            for (depth, key) in path.enumerated() {
                let bytes = Array(key.utf8)
                let position =
                    nodes[node].firstIndex { $0.bytes == bytes }
                    ?? {
                        nodes[node].append((bytes, nil, nil))
                        return nodes[node].count - 1
                    }()
                if depth == path.count - 1 {
                    nodes[node][position].path = paths.count - 1
                } else if let next = nodes[node][position].node {
                    node = next
                } else {
                    nodes.append([])
                    nodes[node][position].node = nodes.count - 1
                    node = nodes.count - 1
                }
            }
            return paths.count - 1
        }
        users = format.users.map(number)
        time = number(format.time)
        event = number(format.event)
        versions = format.versions.map(number)
        installTime = format.installTime.map(number)
        only = format.only.map { number($0.path) }
        sessionLength = format.sessionLength.map(number)
        platform = format.platform.map(number)
        library = format.library.map(number)
        app = format.app.map(number)
        eventIDs = format.eventIDs.map(number)
        self.paths = paths
        var keys: [Key] = []
        var keyBytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for node in nodes {
            ranges.append(keys.count..<keys.count + node.count)
            for key in node {
                keys.append(
                    Key(
                        bytes: keyBytes.count..<keyBytes.count + key.bytes.count,
                        prefix: key.bytes.prefix(8).reversed().reduce(0) { $0 << 8 | UInt64($1) },
                        node: key.node ?? -1, path: key.path ?? -1))
                keyBytes += key.bytes
            }
        }
        self.nodes = ranges
        self.keys = keys
        self.keyBytes = keyBytes
    }
}
