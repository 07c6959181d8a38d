/// How the use case changes the stored state without running a team's code inside a store's update:
/// a policy's conditions are a team's code, which may read the state, record, or take its time, and
/// an update holds the store's locks (its threads' and, for a file, other processes').
extension ReviewStoreService {
    /// Records `change` in one ``updateState(_:)`` and returns the state it made: all that runs inside
    /// the update is the change itself.
    package func recordInOneUpdate(_ change: ReviewChange) throws -> ReviewState {
        try updateState { state in
            try change.apply(to: &state)
            return state
        }
    }

    /// Runs `transition` (which decides, and changes the state it is given) on a copy of the state with
    /// no lock held, then stores what it made in one ``updateState(_:)`` only if the store still holds
    /// the state it ran on: the decision and its record are one atomic step, as if made inside the
    /// update, while the update itself runs no code but a comparison. When something else was stored
    /// between (another process, or the transition's own code recording), it runs again on the state
    /// the update found; after `attempts` runs that each found the state changed, it stores what
    /// `fallback` makes instead, inside an update (so `fallback` must decide nothing).
    /// - Parameters:
    ///   - basis: the state to run on first, when the caller holds the latest one (the state a
    ///     recording returned); otherwise ``loadState()`` is read.
    ///   - transition: run on a copy of the state, outside any lock; what it throws on a state the
    ///     store still holds is thrown, and nothing is stored then.
    /// - Throws: what `transition` or `fallback` throws, or the store's error.
    package func updateDecidingOutside<Value>(
        from basis: ReviewState? = nil, attempts: Int = 8, _ transition: (inout ReviewState) throws -> Value,
        otherwise fallback: (inout ReviewState) throws -> Value
    ) throws -> Value {
        var basis = try basis ?? loadState()
        for _ in 0..<attempts {
            var made = basis
            let outcome = Result { try transition(&made) }
            let attempt = try updateState { state -> OutsideTheLockAttempt<Value> in
                guard state == basis else { return .stale(found: state) }
                let value = try outcome.get()
                state = made
                return .stored(value)
            }
            switch attempt {
            case .stored(let value): return value
            case .stale(let found): basis = found
            }
        }
        return try updateState(fallback)
    }
}

/// What one update of ``ReviewStoreService/updateDecidingOutside(from:attempts:_:otherwise:)`` found.
private enum OutsideTheLockAttempt<Value> {
    /// The store held the state the transition ran on; what it made is stored.
    case stored(Value)
    /// The store held another state, on which the transition runs again.
    case stale(found: ReviewState)
}
