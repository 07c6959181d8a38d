// The manifest of an app's package (Package.swift), around its dependencies and targets.
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v13)],
    // «fragment»
)
