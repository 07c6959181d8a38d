// swift-tools-version:6.0
// The dependency rule is the architecture: Presentation → Domain ← Data, and Sources/AppShell, the
// composition, is the only folder whose modules see all three: in App the module an app links
// (AskForReview), in Tools the modules around the product (the test doubles, the simulator, the
// command-line tool). Domain imports Foundation at most. A layer folder holding more than one module
// has a folder for each, named after it: the Domain holds the core (AskForReviewDomain) and, for an
// app that opts in, the built-in conditions a policy of its own is composed of
// (AskForReviewConditions), experiments and the guidance check (AskForReviewRollout) and the use
// case's transitions over a state the app holds itself (AskForReviewTransitions); Data holds the stores
// (AskForReviewData), the strict JSON reader and writer the stores and the files share
// (AskForReviewJSON, which only AskForReviewPolicyFiles shows an app) and, opt-in, policies as files
// and remote configuration (AskForReviewPolicyFiles).
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "AskForReview",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "AskForReview", targets: ["AskForReview"]),
        .library(name: "AskForReviewPolicyFiles", targets: ["AskForReviewPolicyFiles"]),
        .library(name: "AskForReviewRollout", targets: ["AskForReviewRollout"]),
        .library(name: "AskForReviewTransitions", targets: ["AskForReviewTransitions"]),
        .library(name: "AskForReviewConditions", targets: ["AskForReviewConditions"]),
        .library(name: "AskForReviewTesting", targets: ["AskForReviewTesting"]),
        .library(name: "AskForReviewSimulation", targets: ["AskForReviewSimulation"]),
        .executable(name: "AppShell", targets: ["AppShell"]),
    ],
    targets: [
        .target(name: "AskForReviewDomain", path: "Sources/Domain/AskForReviewDomain", swiftSettings: strictSettings),
        .target(
            name: "AskForReviewRollout",
            dependencies: ["AskForReviewDomain"],
            path: "Sources/Domain/AskForReviewRollout",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReviewConditions",
            dependencies: ["AskForReviewDomain"],
            path: "Sources/Domain/AskForReviewConditions",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReviewTransitions",
            dependencies: ["AskForReviewDomain"],
            path: "Sources/Domain/AskForReviewTransitions",
            swiftSettings: strictSettings
        ),
        .target(name: "AskForReviewJSON", path: "Sources/Data/AskForReviewJSON", swiftSettings: strictSettings),
        .target(
            name: "AskForReviewData",
            dependencies: ["AskForReviewDomain", "AskForReviewJSON"],
            path: "Sources/Data/AskForReviewData",
            resources: [.copy("PrivacyInfo.xcprivacy"), .copy("Translations")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReviewPolicyFiles",
            dependencies: ["AskForReviewDomain", "AskForReviewRollout", "AskForReviewData", "AskForReviewJSON"],
            path: "Sources/Data/AskForReviewPolicyFiles",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReviewPresentation",
            dependencies: ["AskForReviewDomain"],
            path: "Sources/Presentation",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReview",
            dependencies: ["AskForReviewDomain", "AskForReviewData", "AskForReviewPresentation"],
            path: "Sources/AppShell/App/AskForReview",
            swiftSettings: strictSettings
        ),
        // The testing product: one module of doubles and contracts per layer, so a layer's own tests
        // link that layer alone, and AskForReviewTesting, which re-exports the three for a team's tests.
        .target(
            name: "AskForReviewTesting",
            dependencies: ["AskForReviewDomainTesting", "AskForReviewDataTesting", "AskForReviewPresentationTesting"],
            path: "Sources/AppShell/Tools/AskForReviewTesting",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReviewDomainTesting",
            dependencies: ["AskForReviewDomain"],
            path: "Sources/AppShell/Tools/AskForReviewDomainTesting",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReviewDataTesting",
            dependencies: ["AskForReviewDomain", "AskForReviewData"],
            path: "Sources/AppShell/Tools/AskForReviewDataTesting",
            swiftSettings: strictSettings
        ),
        .target(
            name: "AskForReviewPresentationTesting",
            dependencies: ["AskForReviewPresentation"],
            path: "Sources/AppShell/Tools/AskForReviewPresentationTesting",
            swiftSettings: strictSettings
        ),
        // The system's zlib, which a gzip log is decompressed by: a system library, no package.
        .systemLibrary(
            name: "CZlib",
            path: "Sources/AppShell/Tools/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(
            name: "AskForReviewSimulation",
            dependencies: [
                "AskForReviewDomain", "AskForReviewRollout", "AskForReviewTransitions", "AskForReviewData",
                "AskForReviewJSON", "AskForReviewPolicyFiles", "CZlib",
            ],
            path: "Sources/AppShell/Tools/AskForReviewSimulation",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "AppShell",
            dependencies: [
                "AskForReview", "AskForReviewDomain", "AskForReviewRollout", "AskForReviewTransitions",
                "AskForReviewData", "AskForReviewJSON", "AskForReviewPolicyFiles", "AskForReviewPresentation",
                "AskForReviewSimulation",
            ],
            path: "Sources/AppShell/Tools/AppShell",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "AskForReviewDomain", "AskForReviewData", "AskForReviewPolicyFiles", "AskForReviewPresentation",
                "AskForReviewSimulation", "AppShell",
                "ReadOneFile",
            ],
            path: "Benchmarks/Benchmarks",
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "ReadOneFile", path: "Benchmarks/ReadOneFile", swiftSettings: strictSettings),
        .target(
            name: "TestSupport",
            dependencies: ["AskForReviewDomain"],
            path: "Tests/TestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: [
                "AskForReviewConditions", "AskForReviewDomain", "AskForReviewDomainTesting", "AskForReviewRollout",
                "TestSupport",
            ],
            path: "Tests/DomainTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DataTests",
            dependencies: [
                "AskForReviewData", "AskForReviewJSON", "AskForReviewPolicyFiles", "AskForReviewRollout",
                "AskForReviewDomain", "AskForReviewConditions", "AskForReviewDomainTesting",
                "AskForReviewDataTesting", "TestSupport",
            ],
            path: "Tests/DataTests",
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                "AskForReviewPresentation", "AskForReviewDomain", "AskForReviewDomainTesting",
                "AskForReviewPresentationTesting", "TestSupport",
            ],
            path: "Tests/PresentationTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AppAdoptionTests",
            dependencies: [
                "AskForReview", "AskForReviewConditions", "AskForReviewPolicyFiles", "AskForReviewRollout",
                "AskForReviewTransitions", "AskForReviewTesting", "AskForReviewSimulation",
            ],
            path: "Tests/AppAdoptionTests",
            exclude: ["Policies"],  // the policy files a test reads beside it, as the policy-file article shows
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ScenarioTests",
            dependencies: [
                "AskForReview", "AskForReviewDomain", "AskForReviewConditions", "AskForReviewData",
                "AskForReviewPolicyFiles", "AskForReviewTesting",
            ],
            path: "Tests/ScenarioTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SimulationTests",
            dependencies: [
                "AskForReviewSimulation", "AskForReviewDomain", "AskForReviewRollout", "AskForReviewTransitions",
                "AskForReviewData", "AskForReviewPolicyFiles", "AskForReviewTesting", "TestSupport",
            ],
            path: "Tests/SimulationTests",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "StoreStressWriter",
            dependencies: ["AskForReviewData", "AskForReviewPolicyFiles", "AskForReviewRollout", "AskForReviewDomain"],
            path: "Tests/StoreStressWriter",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "AskForReview", "AskForReviewDomain", "AskForReviewRollout", "AskForReviewData",
                "AskForReviewPolicyFiles", "AskForReviewPresentation", "AskForReviewSimulation", "AskForReviewTesting",
                "TestSupport", "AppShell", "StoreStressWriter",
            ],
            path: "Tests/EndToEndTests",
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
