// swift-tools-version:6.0
import PackageDescription

// The app package the README's dependency lines are taken from. `Scripts/consumer-check` builds and
// runs it with the path replaced by a copy of this repository in a folder named AskForReview.
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
