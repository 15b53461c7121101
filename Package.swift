// swift-tools-version: 6.1
import PackageDescription

// The layers (docs/ARCHITECTURE.md): Base → per-app Core → Support → per-app Web / CLI → Suite.
// Nothing imports upward; no Support or Suite target imports a Core; no Core imports another.

let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")
let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird")
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
let httpTypes: Target.Dependency = .product(name: "HTTPTypes", package: "swift-http-types")
/// Typed ids (`Habit.ID`, `Challenge.ID`, `ChallengeTask.ID`, `Routine.ID`): an id of one entity
/// cannot be passed where another's is asked.
let tagged: Target.Dependency = .product(name: "Tagged", package: "swift-tagged")

/// One app's targets: `<App>Core`, `<App>Web`, `<App>CLI`, `<App>AppModel` (the iPhone app's
/// models), its test support and its four test targets, under `Sources/Apps/<App>/` and
/// `Tests/Apps/<App>/`. Adding an app is one call here; `web: false` while an app has no web pages
/// yet, `appModel: false` while it has no iPhone app.
func app(_ name: String, coreResources: [Resource] = [], coreDependencies: [Target.Dependency] = [], web: Bool = true,
         appModel: Bool = true) -> [Target] {
    let sources = "Sources/Apps/\(name)"
    let tests = "Tests/Apps/\(name)"
    let webTargets: [Target] = [
        .target(name: "\(name)Web", dependencies: [.target(name: "\(name)Core"), "DayKit", "DayKitDatabase", "WebSupport", hummingbird, httpTypes, logging],
                path: "\(sources)/Web", resources: [.copy("Public")]),
        .testTarget(name: "\(name)WebTests",
                    dependencies: [.target(name: "\(name)Web"), "WebApp", "WebSupport", .target(name: "\(name)TestSupport"), "TestSupport",
                                   .product(name: "HummingbirdTesting", package: "hummingbird"),
                                   .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio")] + coreDependencies,
                    path: "\(tests)/WebTests"),
    ]
    // The iPhone app's models: Observation over the Core (ObservedScreen in DayKitDatabase), tested here.
    let appModelTargets: [Target] = [
        .target(name: "\(name)AppModel", dependencies: [.target(name: "\(name)Core"), "DayKit", "DayKitDatabase", grdb],
                path: "\(sources)/AppModel"),
        .testTarget(name: "\(name)AppModelTests",
                    dependencies: [.target(name: "\(name)AppModel"), .target(name: "\(name)Core"), .target(name: "\(name)TestSupport"), "TestSupport",
                                   "DayKit", "DayKitDatabase", grdb] + coreDependencies,
                    path: "\(tests)/AppModelTests"),
    ]
    return (web ? webTargets : []) + (appModel ? appModelTargets : []) + [
        .target(name: "\(name)Core", dependencies: ["DayKit", "DayKitDatabase", grdb, logging, tagged] + coreDependencies,
                path: "\(sources)/Core", resources: coreResources),
        .target(name: "\(name)CLI", dependencies: [.target(name: "\(name)Core"), "DayKit", "DayKitDatabase", "CLISupport", argumentParser],
                path: "\(sources)/CLI"),
        .target(name: "\(name)TestSupport", dependencies: [.target(name: "\(name)Core"), "TestSupport"],
                path: "Sources/TestSupport/\(name)"),
        .testTarget(name: "\(name)CoreTests",
                    dependencies: [.target(name: "\(name)Core"), .target(name: "\(name)TestSupport"), "TestSupport", grdb] + coreDependencies,
                    path: "\(tests)/CoreTests"),
        .testTarget(name: "\(name)CLITests",
                    dependencies: [.target(name: "\(name)CLI"), "CLICommands", "CLISupport", .target(name: "\(name)TestSupport"), "TestSupport"]
                        + coreDependencies,
                    path: "\(tests)/CLITests"),
    ]
}

/// MyHabitLab's file formats (`Sources/Apps/MyHabitLab/Formats`): its JSON export, Loop's CSV zip
/// and the zip's limits, as plain values; no GRDB record, no database. The Core maps them in.
func myHabitLabFormats() -> [Target] {
    [
        .target(name: "MyHabitLabFormats",
                dependencies: ["DayKit", .product(name: "ZIPFoundation", package: "ZIPFoundation"), .product(name: "GRDBSQLite", package: "GRDB.swift")],
                path: "Sources/Apps/MyHabitLab/Formats"),
        .testTarget(name: "MyHabitLabFormatsTests",
                    dependencies: ["MyHabitLabFormats", "DayKit", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                                   .product(name: "GRDBSQLite", package: "GRDB.swift")],
                    path: "Tests/Apps/MyHabitLab/FormatsTests"),
    ]
}

/// The fuzz targets (`Fuzz/`, run by `scripts/fuzz`): one libFuzzer executable per reader of outside
/// bytes, declared only when `HABITSUITE_FUZZ` is set, so `swift build --build-tests` never builds them.
func fuzzTargets() -> [Target] {
    guard Context.environment["HABITSUITE_FUZZ"] != nil else { return [] }
    // NB: libFuzzer has the `main`; each target defines `LLVMFuzzerTestOneInput` in a library-style file.
    func fuzz(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
        .executableTarget(name: "Fuzz\(name)", dependencies: dependencies, path: "Fuzz/\(name)",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
    return [
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .target(name: "MyHabitLabFuzzSupport", dependencies: ["MyHabitLabCore", "MyHabitLabFormats", "DayKit", "FuzzSupport", grdb], path: "Fuzz/MyHabitLabFuzzSupport"),
        fuzz("JSON", ["FuzzSupport", "MyHabitLabFuzzSupport", "MyHabitLabCore"]),
        fuzz("LoopCSV", ["FuzzSupport", "MyHabitLabFuzzSupport", "MyHabitLabCore", "MyHabitLabFormats", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        fuzz("LoopBackup", ["FuzzSupport", "MyHabitLabFuzzSupport", "MyHabitLabCore", grdb, .product(name: "GRDBSQLite", package: "GRDB.swift")]),
        fuzz("Multipart", ["FuzzSupport", "WebSupport"]),
        fuzz("Form", ["FuzzSupport", "WebSupport"]),
        fuzz("UltimateImport", ["FuzzSupport", "UltimateCore", "DayKit"]),
        fuzz("Photo", ["FuzzSupport", "VipsImaging"]),
    ]
}

let package = Package(
    name: "HabitSuite",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "habitsuite", targets: ["habitsuite"]),
        .library(name: "DayKit", targets: ["DayKit"]),
        .library(name: "DayKitDatabase", targets: ["DayKitDatabase"]),
        .library(name: "BetterMorningCore", targets: ["BetterMorningCore"]),
        .library(name: "BetterMorningAppModel", targets: ["BetterMorningAppModel"]),
        // Build for iOS: GRDB (SQLite from the system on Apple platforms), swift-log, ZIPFoundation
        // (Apple's Compression there); nothing Linux-only.
        .library(name: "MyHabitLabCore", targets: ["MyHabitLabCore"]),
        .library(name: "MyHabitLabAppModel", targets: ["MyHabitLabAppModel"]),
        // Ultimate's iPhone app (issue 26): its Core (libvips only on Linux; ImageIO on Apple
        // platforms) and its screens' models.
        .library(name: "UltimateCore", targets: ["UltimateCore"]),
        .library(name: "UltimateAppModel", targets: ["UltimateAppModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-tagged", exact: "0.10.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/adam-fowler/compress-nio", exact: "1.5.0"),
        // The versions Hummingbird resolves to: WebApp's channel handler closes slow clients.
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", exact: "1.35.2"),
        // Sign-in (issue 36): bcrypt for the passphrase; SHA-256 for stored sessions and tokens.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
        // The sync client's HTTP (CLISupport): already built for HummingbirdTesting.
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        // The version Hummingbird resolves to: the server's stop is bounded (WebApp's runUntilStopped).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
    ],
    targets: [
        // Base: pure values, and their GRDB conformances.
        .target(name: "DayKit", path: "Sources/Base/DayKit"),
        .target(name: "DayKitDatabase", dependencies: ["DayKit", "SyncCore", grdb], path: "Sources/Base/DayKitDatabase"),
        // Sync across a person's devices (issue 37): stamps, changes and the merge rules, platform-neutral.
        .target(name: "SyncCore", dependencies: ["DayKit"], path: "Sources/Base/SyncCore"),
        // Photos: the rules both implementations follow (Imaging); libvips (Linux): fixed-argument C
        // wrappers over its varargs calls, which load the library (dlopen) with the first photo, so
        // nothing links it (scripts/install-libraries installs it), and the Swift API; ImageIO and
        // Core Image (AppleImaging: empty where ImageIO is not).
        .target(name: "Imaging", path: "Sources/Base/Imaging"),
        .target(name: "CVipsShim", path: "Sources/Base/CVipsShim", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "VipsImaging", dependencies: ["CVipsShim", "Imaging"], path: "Sources/Base/VipsImaging"),
        .target(name: "AppleImaging", dependencies: ["Imaging"], path: "Sources/Base/AppleImaging"),

        // Support: shared by every app's web and CLI targets; names no app.
        .target(name: "WebSupport", dependencies: ["DayKit", "DayKitDatabase", "SyncCore", grdb, hummingbird, httpTypes, logging, .product(name: "CompressNIO", package: "compress-nio"),
                                                   .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOSSL", package: "swift-nio-ssl")],
                path: "Sources/Support/WebSupport", resources: [.copy("Public")]),
        .target(name: "CLISupport", dependencies: ["DayKit", "DayKitDatabase", "SyncCore", grdb, argumentParser,
                                                   .product(name: "AsyncHTTPClient", package: "async-http-client"),
                                                   .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                                                   .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOSSL", package: "swift-nio-ssl")],
                path: "Sources/Support/CLISupport"),
        // Who may use a server reachable beyond loopback: the owner's passphrase (bcrypt), sessions,
        // tokens and the sign-in pages, in a database of its own (access.sqlite); names no app.
        .target(name: "Access", dependencies: ["WebSupport", "DayKit", "DayKitDatabase", grdb, hummingbird, httpTypes, logging,
                                               .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                                               .product(name: "Crypto", package: "swift-crypto")],
                path: "Sources/Support/Access"),

        // Suite: composes the apps.
        .target(name: "WebApp", dependencies: ["WebSupport", "Access", "DayKit", hummingbird, logging, .product(name: "HummingbirdCore", package: "hummingbird"),
                                               .product(name: "NIOCore", package: "swift-nio"),
                                               .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                                               .product(name: "NIOHTTP1", package: "swift-nio"),
                                               .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                                               .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
                path: "Sources/Suite/WebApp",
                resources: [.copy("Public")]),
        .target(name: "CLICommands",
                dependencies: ["CLISupport", "WebApp", "WebSupport", "DayKitDatabase", grdb, "BetterMorningWeb", "BetterMorningCLI", "MyHabitLabWeb", "MyHabitLabCLI", "UltimateWeb", "UltimateCLI", "Access", argumentParser],
                path: "Sources/Suite/CLICommands"),
        .executableTarget(name: "habitsuite", dependencies: ["CLICommands"], path: "Sources/Suite/habitsuite"),

        // Test support: clocks, calendars, days; per app a harness (see app(_:)).
        .target(name: "TestSupport",
                dependencies: ["DayKit", "DayKitDatabase", "SyncCore", grdb, "CLISupport", hummingbird, httpTypes, .product(name: "HummingbirdTesting", package: "hummingbird"),
                               .product(name: "NIOPosix", package: "swift-nio")],
                path: "Sources/TestSupport/Shared"),

        .target(name: "BenchmarkSupport", dependencies: ["WebSupport"], path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(name: "BetterMorningBenchmarks",
                          dependencies: ["BetterMorningCore", "BetterMorningWeb", "WebSupport", "DayKit", "BenchmarkSupport"],
                          path: "Benchmarks/BetterMorningBenchmarks"),

        .executableTarget(name: "MyHabitLabBenchmarks", dependencies: ["MyHabitLabCore", "MyHabitLabWeb", "MyHabitLabAppModel", "WebSupport", "DayKit",
                                                                  "DayKitDatabase", "SyncCore", "BenchmarkSupport", grdb],
                          path: "Benchmarks/MyHabitLabBenchmarks"),

        .executableTarget(name: "UltimateBenchmarks", dependencies: ["UltimateCore", "DayKit", "BenchmarkSupport", "VipsImaging"],
                          path: "Benchmarks/UltimateBenchmarks"),

        .testTarget(name: "DayKitTests", dependencies: ["DayKit"], path: "Tests/Base/DayKitTests"),
        .testTarget(name: "DayKitDatabaseTests", dependencies: ["DayKitDatabase", "SyncCore", "DayKit", "TestSupport", grdb,
                                                                 .product(name: "PropertyBased", package: "swift-property-based")],
                    path: "Tests/Base/DayKitDatabaseTests"),
        .testTarget(name: "SyncCoreTests", dependencies: ["SyncCore", "DayKit", .product(name: "PropertyBased", package: "swift-property-based")],
                    path: "Tests/Base/SyncCoreTests"),
        .testTarget(name: "VipsImagingTests", dependencies: ["VipsImaging"], path: "Tests/Base/VipsImagingTests"),
        .testTarget(name: "CLICommandsTests",
                    dependencies: ["CLICommands", "CLISupport", "TestSupport", "WebApp", "WebSupport", "DayKitDatabase", "MyHabitLabCore", grdb, "Access",
                                   argumentParser, hummingbird, logging,
                                   .product(name: "HummingbirdTesting", package: "hummingbird"),
                                   .target(name: "VipsImaging", condition: .when(platforms: [.linux]))],
                    path: "Tests/Suite/CLICommandsTests"),
        .testTarget(name: "WebSupportTests",
                    dependencies: ["WebSupport", "DayKit", "DayKitDatabase", "SyncCore", grdb, "TestSupport", hummingbird, .product(name: "HummingbirdTesting", package: "hummingbird"),
                                   .product(name: "CompressNIO", package: "compress-nio"),
                                   .product(name: "NIOPosix", package: "swift-nio")],
                    path: "Tests/Support/WebSupportTests"),
        .testTarget(name: "AccessTests",
                    dependencies: ["Access", "WebSupport", "DayKit", "TestSupport", hummingbird, httpTypes, logging,
                                   .product(name: "HummingbirdTesting", package: "hummingbird")],
                    path: "Tests/Support/AccessTests"),
    ]
        + app("BetterMorning", coreResources: [.copy("Resources/celebrities.json")])
        + app("MyHabitLab", coreDependencies: [.target(name: "MyHabitLabFormats"), .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                                         .product(name: "GRDBSQLite", package: "GRDB.swift")])
        + myHabitLabFormats()
        + app("Ultimate", coreDependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation"), "Imaging",
                                             .target(name: "VipsImaging", condition: .when(platforms: [.linux])),
                                             .target(name: "AppleImaging", condition: .when(platforms: [.macOS, .iOS, .macCatalyst, .visionOS]))])
        + fuzzTargets()
)
