// swift-tools-version:6.0
import PackageDescription

// The app package the README's dependency lines are taken from. `Scripts/consumer-check` builds and
// runs it with the path replaced by a copy of this repository in a folder named AskForReview, and
// builds its test targets from copies of that repository's Tests/AppAdoptionTests and
// Tests/ScenarioTests: the tests every documented example is taken from, compiled as an app's own
// tests are, on the public API alone. `Scripts/one-process-trace` runs OneCompletedProcess; consumer-check runs OffTheDevice, the article's code.
let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "/path/to/AskForReview"),
    ],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [.product(name: "AskForReview", package: "AskForReview")]),
    ]
)

let askForReview = Target.Dependency.product(name: "AskForReview", package: "AskForReview")
package.targets += [
    .executableTarget(name: "OneCompletedProcess", dependencies: [askForReview]),
    .executableTarget(
        name: "OffTheDevice",
        dependencies: [askForReview, .product(name: "AskForReviewConditions", package: "AskForReview")]),
    .testTarget(
        name: "AppAdoptionTests",
        dependencies: [
            askForReview,
            .product(name: "AskForReviewPolicyFiles", package: "AskForReview"),
            .product(name: "AskForReviewRollout", package: "AskForReview"),
            .product(name: "AskForReviewTransitions", package: "AskForReview"),
            .product(name: "AskForReviewConditions", package: "AskForReview"),
            .product(name: "AskForReviewTesting", package: "AskForReview"),
            .product(name: "AskForReviewSimulation", package: "AskForReview"),
        ],
        path: "Tests/AppAdoptionTests",
        exclude: ["Policies"]
    ),
    .testTarget(
        name: "ScenarioTests",
        dependencies: [
            askForReview,
            .product(name: "AskForReviewPolicyFiles", package: "AskForReview"),
            .product(name: "AskForReviewConditions", package: "AskForReview"),
            .product(name: "AskForReviewTesting", package: "AskForReview"),
        ],
        path: "Tests/ScenarioTests"
    ),
]
