/// A condition the package ships that combines others (all of them, or one of them): a policy file
/// names it and writes its conditions as a list. A new group is its own file conforming to this
/// protocol, named once in ``BuiltInConditions/groups``.
package protocol BuiltInGroup: EligibilityCondition {
    /// Its name in a policy file: 1 to 64 ASCII letters and digits, starting with a lowercase letter.
    static var policyName: String { get }
    /// The conditions it combines, in order.
    var conditions: [any EligibilityCondition] { get }

    /// The group of `conditions`, in order.
    init(_ conditions: [any EligibilityCondition])
}
