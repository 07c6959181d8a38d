/// The facts of each event name a state holds: a short list in the order the names were first
/// recorded, looked up by the hash each name worked out once when it was made.
///
/// A state holds a few names (at most ``ReviewState/maximumEventNames``), and every replayed or
/// recorded event looks one up: comparing a stored number, then the name, costs a fraction of hashing
/// the number again through a dictionary (the profile of a simulated user: about a sixth of its
/// instructions, 2026-11-24). Two tables are equal when they hold the same facts under the same
/// names, in any order.
package struct EventTable: Sendable, Equatable {
    private var names: [EventName] = []
    private var facts: [EventFacts] = []

    /// An empty table.
    package init() {}

    /// The facts of `dictionary`, by name.
    package init(_ dictionary: [EventName: EventFacts]) {
        names.reserveCapacity(dictionary.count)
        facts.reserveCapacity(dictionary.count)
        for (name, facts) in dictionary {
            names.append(name)
            self.facts.append(facts)
        }
    }

    /// How many names the table holds.
    package var count: Int { names.count }

    /// The facts by name.
    package var dictionary: [EventName: EventFacts] {
        Dictionary(uniqueKeysWithValues: zip(names, facts))
    }

    /// Every name's facts, in the order the names were first recorded.
    package var allFacts: [EventFacts] { facts }

    /// The facts of `name`, or `nil` when the table does not hold it.
    package subscript(name: EventName) -> EventFacts? {
        index(of: name).map { facts[$0] }
    }

    /// Changes the facts of `name` in place, starting from empty facts when the table does not hold it.
    package mutating func update(_ name: EventName, _ change: (inout EventFacts) -> Void) {
        if let index = index(of: name) {
            change(&facts[index])
        } else {
            var new = EventFacts()
            change(&new)
            names.append(name)
            facts.append(new)
        }
    }

    /// Removes `name` and its facts; nothing changes when the table does not hold it.
    package mutating func remove(_ name: EventName) {
        guard let index = index(of: name) else { return }
        names.remove(at: index)
        facts.remove(at: index)
    }

    /// Changes every name's facts in place.
    package mutating func updateAll(_ change: (inout EventFacts) -> Void) {
        for index in facts.indices { change(&facts[index]) }
    }

    /// The same facts under the same names, in any order. A table compared with an unchanged copy of
    /// itself (a decision's state checked again at its ask) shares its storage, which arrays compare
    /// at once: the general comparison, a look-up a name, is left for tables that differ or were
    /// built apart (it was an eighth of a population run, callgrind 2026-11-25).
    package static func == (lhs: EventTable, rhs: EventTable) -> Bool {
        if lhs.names == rhs.names, lhs.facts == rhs.facts { return true }
        return lhs.count == rhs.count && zip(lhs.names, lhs.facts).allSatisfy { rhs[$0] == $1 }
    }

    private func index(of name: EventName) -> Int? {
        names.firstIndex { $0.hashCode == name.hashCode && $0 == name }
    }
}
