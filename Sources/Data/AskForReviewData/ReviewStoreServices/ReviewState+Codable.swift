public import AskForReviewDomain

/// A ``ReviewState`` as one value a team's own storage keeps whole, in the form of the package's
/// state file (see ``JSONFileStore``): `{"schemaVersion": 2, "values": {"firstLaunchDate": {"date": …},
/// "event.<name>.count": {"int": …}, …}}`, every fact under the keys the package's stores use and in
/// their form (``StoredValue``), kept exactly. What an earlier version of the package encoded or
/// stored decodes as it meant; what a newer one encoded is refused, never half-understood. So a
/// `ReviewStoreService` of a team's own persists a state by encoding it, with no code for each fact.
/// Its load problems are not kept.
extension ReviewState: Codable {
    private enum CodingKeys: String, CodingKey {
        case schemaVersion, values
    }

    /// Decodes a state encoded by ``encode(to:)``.
    /// - Throws: `DecodingError` when it is not such a state, was encoded by a newer version of the
    ///   package, or holds a value the state cannot trust (the wrong type, a negative count, an
    ///   invalid event name), naming each problem.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let schema = try container.decode(Int.self, forKey: .schemaVersion)
        guard (1...StoreFileCodec.schemaVersion).contains(schema) else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription:
                    "schema \(schema); this version of the package reads 1 to \(StoreFileCodec.schemaVersion)")
        }
        let values = StoredValues(entries: try container.decode([String: StoredValue].self, forKey: .values))
        let state = StoreableReviewStoreService.state(from: values)
        guard state.loadProblems.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .values, in: container,
                debugDescription: "not a review state: " + state.loadProblems.joined(separator: "; "))
        }
        self = state
    }

    /// Encodes the state in the form of the package's state file.
    public func encode(to encoder: any Encoder) throws {
        var values = StoredValues()
        StoreableReviewStoreService.write(self, into: &values)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(StoreFileCodec.schemaVersion, forKey: .schemaVersion)
        try container.encode(values.entries, forKey: .values)
    }
}
