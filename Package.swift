// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "HabitSuite",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "habitsuite", targets: ["habitsuite"]),
        .library(name: "DayKit", targets: ["DayKit"]),
        .library(name: "BetterMorningCore", targets: ["BetterMorningCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
    ],
    targets: [
        .target(name: "DayKit"),
        .target(
            name: "BetterMorningCore",
            dependencies: [
                "DayKit",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources/celebrities.json")]
        ),
        .target(
            name: "WebApp",
            dependencies: [
                "DayKit",
                "BetterMorningCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Templates"), .copy("Public")]
        ),
        .target(
            name: "CLICommands",
            dependencies: [
                "DayKit",
                "BetterMorningCore",
                "WebApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "habitsuite", dependencies: ["CLICommands"]),
        .executableTarget(
            name: "BetterMorningBenchmarks",
            dependencies: ["BetterMorningCore", "DayKit"],
            path: "Benchmarks/BetterMorningBenchmarks"
        ),
        .testTarget(name: "DayKitTests", dependencies: ["DayKit"]),
        .testTarget(name: "BetterMorningCoreTests", dependencies: ["BetterMorningCore", "DayKit"]),
        .testTarget(name: "CLICommandsTests", dependencies: ["CLICommands", "BetterMorningCore"]),
        .testTarget(
            name: "WebAppTests",
            dependencies: [
                "WebApp",
                "BetterMorningCore",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)
