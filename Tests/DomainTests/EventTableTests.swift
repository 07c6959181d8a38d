import AskForReviewDomain
import Foundation
import Testing

@Suite("The state's table of event facts")
struct EventTableTests {
    let day = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func facts(count: Int) -> EventFacts {
        EventFacts(count: count, weightedTotal: Double(count), firstDate: day, lastDate: day)
    }

    @Test("Facts are found by name, updated in place, and added")
    func readsAndWrites() {
        var table = EventTable(["export": facts(count: 2), "purchase": facts(count: 1)])
        #expect(table.count == 2)
        #expect(table["export"] == facts(count: 2) && table["share"] == nil)
        table.update("export") { $0.count += 1 }
        table.update("share") { $0.count = 5 }
        #expect(table["export"]?.count == 3 && table["share"]?.count == 5 && table.count == 3)
        #expect(table["purchase"] == facts(count: 1), "another name's facts untouched")
        table.updateAll { $0.countSinceLastRequest = 7 }
        #expect(table.allFacts.allSatisfy { $0.countSinceLastRequest == 7 })
        #expect(Set(table.dictionary.keys) == ["export", "purchase", "share"])
    }

    @Test("Two tables holding the same facts under the same names are equal, in any order")
    func equalityIgnoresOrder() {
        var first = EventTable()
        first.update("a") { $0.count = 1 }
        first.update("b") { $0.count = 2 }
        var second = EventTable()
        second.update("b") { $0.count = 2 }
        second.update("a") { $0.count = 1 }
        #expect(first == second)
        second.update("a") { $0.count = 9 }
        #expect(first != second)
        var fewer = EventTable()
        fewer.update("b") { $0.count = 2 }
        #expect(first != fewer, "a name fewer")
    }

    @Test("A name is found by its text, not only by its hash")
    func namesAreComparedByText() throws {
        var table = EventTable()
        for index in 0..<ReviewState.maximumEventNames {
            table.update(try EventName("event\(index)")) { $0.count = index }
        }
        for index in 0..<ReviewState.maximumEventNames {
            #expect(table[try EventName("event\(index)")]?.count == index)
        }
        #expect(table["event64"] == nil)
    }
}
