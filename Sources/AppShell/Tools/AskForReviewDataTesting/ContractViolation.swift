/// A broken promise found by a contract check: which check, and what it saw.
///
/// The checks throw it, so they run under any test framework: call them from a test and let the
/// error fail it.
public struct ContractViolation: Error, Equatable, CustomStringConvertible {
    /// What the check expected and what it saw.
    public let description: String

    /// A violation described by `description`.
    package init(_ description: String) {
        self.description = description
    }

    /// Throws a violation of `check` saying `message` unless `condition` holds.
    static func require(_ condition: Bool, _ check: String, _ message: @autoclosure () -> String) throws {
        guard condition else { throw ContractViolation("\(check): \(message())") }
    }
}
